import { useIntl } from 'react-intl';
import type { UnadvertisedReason } from '@generated/model';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/status';
import { detailMessages as m } from '../messages/detail';

const reasons = {
  withdrawn: m.unadvertisedWithdrawn,
  sold: m.unadvertisedSold,
  license_expired: m.unadvertisedLicense,
} as const;

/** Where to look instead: a label and the list (or record) of similar listings. */
export type Similar = { label: string; href: string };

/**
 * A listing no longer advertised (the page answers 410): why, and where to find similar ones. Its
 * price, contacts and reservation are not shown: an advertisement may not run without its licence.
 */
export function UnadvertisedState({
  reason,
  similar,
}: {
  reason: UnadvertisedReason | undefined;
  similar: Similar[];
}) {
  const intl = useIntl();
  return (
    <EmptyState
      message={intl.formatMessage(reasons[reason ?? 'withdrawn'])}
      action={similar.map(({ label, href }) => (
        <ButtonLink key={href} $variant="secondary" href={href}>
          {label}
        </ButtonLink>
      ))}
    />
  );
}
