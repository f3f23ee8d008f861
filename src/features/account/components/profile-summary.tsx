import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Profile } from '@generated/model';
import { paths } from '@/config/paths';
import { accountMessages as m } from '../messages/account';
import { EmailStatus } from './email/email-status';
import { DetailRow as Row, DetailsList as Details } from '@/components/details-list';
import { Section } from './ui';

/** The account index's summary: who the customer is and how to reach them. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const notGiven = intl.formatMessage(m.notGiven);
  return (
    <Section aria-labelledby="profile-summary-heading">
      <h2 id="profile-summary-heading">{intl.formatMessage(m.profile)}</h2>
      <Details>
        <Row label={intl.formatMessage(m.fullName)}>{profile.full_name ?? notGiven}</Row>
        <Row label={intl.formatMessage(m.userNumber)}>
          <bdi>{profile.user_number}</bdi>
        </Row>
        <Row label={intl.formatMessage(m.phone)}>
          <bdi dir="ltr">{profile.phone_number}</bdi>
        </Row>
        <Row label={intl.formatMessage(m.email)}>
          {profile.email ? (
            <>
              <bdi>{profile.email}</bdi> <EmailStatus profile={profile} />
            </>
          ) : (
            notGiven
          )}
        </Row>
      </Details>
      <Link href={paths.accountDetails.getHref()}>{intl.formatMessage(m.editDetails)}</Link>
    </Section>
  );
}
