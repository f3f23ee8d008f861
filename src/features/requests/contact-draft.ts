import {
  GUEST_DRAFT_MS,
  readPrivate,
  removePrivate,
  writePrivate,
} from '@/lib/session/private-storage';
import type { FeedbackValues } from './schemas/feedback';

const KEY = 'requests.contact.draft';

/**
 * The contact message being typed, kept in the tab so a trip to sign-in (or a reload) loses nothing;
 * a visitor's name, e-mail and mobile are in it: it lives GUEST_DRAFT_MS after its last change.
 */
export const contactDraft = {
  read: (): FeedbackValues | undefined => readPrivate<FeedbackValues>(KEY),
  save: (values: FeedbackValues) => writePrivate(KEY, values, GUEST_DRAFT_MS),
  clear: () => removePrivate(KEY),
};
