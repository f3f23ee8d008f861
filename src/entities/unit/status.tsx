import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import type { UnitStatus } from '@generated/model';
import { Badge } from '@/components/badge';
import { defineMessages } from '@/i18n/define-messages';

export const unitMessages = defineMessages({
  number: {
    id: 'shared.unit.number',
    defaultMessage: 'Unit {number}',
    description: 'A unit named by its number in the project',
  },
});

/** The one label of each status of a unit. */
export const unitStatusMessages: Record<UnitStatus, MessageDescriptor> = defineMessages({
  listed: {
    id: 'shared.unit.status.listed',
    defaultMessage: 'Available',
    description: 'Unit status: listed, can be reserved',
  },
  unlisted: {
    id: 'shared.unit.status.unlisted',
    defaultMessage: 'Not listed',
    description: 'Unit status: not offered',
  },
  reserved: {
    id: 'shared.unit.status.reserved',
    defaultMessage: 'Reserved',
    description: 'Unit status: held by a reservation',
  },
  sold: { id: 'shared.unit.status.sold', defaultMessage: 'Sold', description: 'Unit status' },
});

/** The unit's status, green while it can be reserved. */
export function UnitStatusBadge({ unit }: { unit: { status: UnitStatus; reservable: boolean } }) {
  const intl = useIntl();
  return (
    <Badge $tone={unit.reservable ? 'success' : 'neutral'}>
      {intl.formatMessage(unitStatusMessages[unit.status])}
    </Badge>
  );
}
