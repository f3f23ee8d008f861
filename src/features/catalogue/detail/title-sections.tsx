import { useIntl } from 'react-intl';
import type { PropertyRegistration, PropertyRestrictions } from '@generated/model';
import { characteristicMessages as c, unitsMessages as u } from '../messages/characteristics';
import { DetailSection, Facts } from './detail-layout';
import { detailMessages as m } from '../messages/detail';

export function Registration({ registration }: { registration?: PropertyRegistration }) {
  const intl = useIntl();
  if (!registration) return null;
  return (
    <DetailSection title={intl.formatMessage(m.registration)}>
      <Facts
        facts={[
          {
            label: intl.formatMessage(c.deed_number),
            value: <bdi dir="ltr">{registration.deed_number}</bdi>,
          },
          { label: intl.formatMessage(c.deed_type), value: registration.deed_type },
          {
            label: intl.formatMessage(m.registeredAt),
            value: intl.formatDate(registration.registered_at, { dateStyle: 'medium' }),
          },
          ...(registration.authority
            ? [{ label: intl.formatMessage(m.authority), value: registration.authority }]
            : []),
        ]}
      />
    </DetailSection>
  );
}

/** Constrained, pawned, halted, testament: each answered yes or no, with the notes when any. */
export function Restrictions({ restrictions }: { restrictions: PropertyRestrictions }) {
  const intl = useIntl();
  const yesNo = (value: boolean) => intl.formatMessage(value ? u.yes : u.no);
  return (
    <DetailSection title={intl.formatMessage(m.restrictions)}>
      <Facts
        facts={[
          { label: intl.formatMessage(m.constrained), value: yesNo(restrictions.constrained) },
          { label: intl.formatMessage(m.pawned), value: yesNo(restrictions.pawned) },
          { label: intl.formatMessage(m.halted), value: yesNo(restrictions.halted) },
          { label: intl.formatMessage(m.testament), value: yesNo(restrictions.testament) },
          ...(restrictions.notes
            ? [{ label: intl.formatMessage(m.restrictionNotes), value: restrictions.notes }]
            : []),
        ]}
      />
    </DetailSection>
  );
}
