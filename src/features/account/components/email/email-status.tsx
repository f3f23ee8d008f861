import { useIntl } from 'react-intl';
import type { Profile } from '@generated/model';
import { emailMessages as m } from '../../messages/email';
import { Badge } from '@/components/badge';

/** Confirmed or not, as a badge beside the address. */
export function EmailStatus({ profile }: { profile: Profile }) {
  const intl = useIntl();
  if (!profile.email) return null;
  return profile.email_confirmed ? (
    <Badge $tone="success">{intl.formatMessage(m.confirmed)}</Badge>
  ) : (
    <Badge $tone="danger">{intl.formatMessage(m.unconfirmed)}</Badge>
  );
}
