import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Profile } from '@generated/model';
import {
  useSimahCities,
  useSimahMaritalStatuses,
  useSimahNationalities,
} from '@/lib/lending/simah-lookups';
import { accountMessages } from '../messages/account';
import { profileEditMessages } from '../messages/profile-edit';
import { DetailRow as Row, DetailsList as Details } from '@/components/details-list';
import { Muted, Section } from './ui';

const m = { ...accountMessages, readOnly: profileEditMessages.readOnly };

/** Every profile field, the lookup codes by their names (the code itself if the list is unavailable). */
export function ProfileDetails({ profile, children }: { profile: Profile; children?: ReactNode }) {
  const intl = useIntl();
  const nationalities = useSimahNationalities();
  const maritalStatuses = useSimahMaritalStatuses();
  const cities = useSimahCities();
  const notGiven = intl.formatMessage(m.notGiven);
  const named = (value: string | number | undefined, name: string | undefined) =>
    value === undefined ? notGiven : (name ?? String(value));
  const birthday = new Date(`${profile.birthday}T00:00:00Z`);
  const dateOf = (calendar: string) =>
    intl.formatDate(birthday, { calendar, dateStyle: 'long', timeZone: 'UTC' });

  return (
    <Section aria-labelledby="personal-heading">
      <h2 id="personal-heading">{intl.formatMessage(m.personal)}</h2>
      <Details>
        <Row label={intl.formatMessage(m.fullName)}>{profile.full_name ?? notGiven}</Row>
        <Row label={intl.formatMessage(m.userNumber)}>
          <bdi>{profile.user_number}</bdi>
        </Row>
        <Row label={intl.formatMessage(m.nationalId)}>
          <bdi>{profile.national_id}</bdi>
        </Row>
        <Row label={intl.formatMessage(m.phone)}>
          <bdi dir="ltr">{profile.phone_number}</bdi>
        </Row>
        <Row label={intl.formatMessage(m.birthday)}>
          {intl.formatMessage(m.birthdayValue, {
            gregorian: dateOf('gregory'),
            hijri: dateOf('islamic-umalqura'),
          })}
        </Row>
        <Row label={intl.formatMessage(m.nationality)}>
          {named(
            profile.nationality,
            nationalities.data?.find(({ code }) => code === profile.nationality)?.name,
          )}
        </Row>
        <Row label={intl.formatMessage(m.maritalStatus)}>
          {named(
            profile.marital_status,
            maritalStatuses.data?.find(({ code }) => code === profile.marital_status)?.name,
          )}
        </Row>
        <Row label={intl.formatMessage(m.residenceCity)}>
          {named(
            profile.residence_city,
            cities.data?.find(({ id }) => id === profile.residence_city)?.name,
          )}
        </Row>
      </Details>
      <Muted>{intl.formatMessage(m.readOnly)}</Muted>
      {children}
    </Section>
  );
}
