import type { MessageDescriptor } from 'react-intl';
import type { ErrorCode } from '@generated/model';
import { authCodeMessages } from './codes/auth';
import { catalogueCodeMessages } from './codes/catalogue';
import { documentsCodeMessages } from './codes/documents';
import { financingCodeMessages } from './codes/financing';
import { generalCodeMessages } from './codes/general';
import { messagesCodeMessages } from './codes/messages';
import { profileCodeMessages } from './codes/profile';
import { requestsCodeMessages } from './codes/requests';
import { reservationsCodeMessages } from './codes/reservations';
import { savedCodeMessages } from './codes/saved';
import { telemetryCodeMessages } from './codes/telemetry';
import { budgetCodeMessages } from './codes/budget';

const merged = {
  ...generalCodeMessages,
  ...authCodeMessages,
  ...profileCodeMessages,
  ...requestsCodeMessages,
  ...catalogueCodeMessages,
  ...reservationsCodeMessages,
  ...financingCodeMessages,
  ...documentsCodeMessages,
  ...savedCodeMessages,
  ...telemetryCodeMessages,
  ...budgetCodeMessages,
  ...messagesCodeMessages,
};

/** A code the contract no longer has, left in a message file, fails the typecheck here. */
type Stale = Exclude<keyof typeof merged, ErrorCode>;
const noStaleCodes: [Stale] extends [never] ? true : Stale = true;
void noStaleCodes;

/** The message of every code of the contract: a new code in the contract fails the typecheck here. */
export const errorCodeMessages: Record<ErrorCode, MessageDescriptor> = merged;
