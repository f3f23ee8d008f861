import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDateTime } from '@/lib/format/date-time';
import type { Profile } from '@generated/model';
import { emailMessages as m } from '../../messages/email';
import { Muted, Section } from '../ui';
import { ChangeEmailForm } from './change-email-form';
import { EmailStatus } from './email-status';
import { ResendConfirmation } from './resend-confirmation';

/** The e-mail: confirmed or not (and until when the link is valid), resend the link, change it. */
export function EmailSection({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const [openedAt] = useState(() => Date.now());
  const expiresAt = profile.email_confirmation_expires_at;
  const dateTime = useFormatDateTime();
  const expiry = expiresAt && dateTime(expiresAt, { dateStyle: 'long', timeStyle: 'short' });
  const linkState = !expiresAt ? 'none' : Date.parse(expiresAt) <= openedAt ? 'expired' : 'pending';

  return (
    <Section aria-labelledby="email-heading">
      <h2 id="email-heading">{intl.formatMessage(m.heading)}</h2>
      {profile.email ? (
        <p>
          <bdi data-testid="current-email">{profile.email}</bdi> <EmailStatus profile={profile} />
        </p>
      ) : (
        <Muted>{intl.formatMessage(m.none)}</Muted>
      )}
      {profile.email && !profile.email_confirmed && (
        <>
          <Muted>
            {linkState === 'pending'
              ? intl.formatMessage(m.pending, { date: expiry })
              : linkState === 'expired'
                ? intl.formatMessage(m.linkExpired, { date: expiry })
                : intl.formatMessage(m.noLink)}
          </Muted>
          <ResendConfirmation email={profile.email} />
        </>
      )}
      <ChangeEmailForm profile={profile} />
    </Section>
  );
}
