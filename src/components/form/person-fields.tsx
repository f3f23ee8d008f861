import { useIntl } from 'react-intl';
import { digitsOnly, toLatinDigits } from '@/lib/digits';
import { EMAIL_MAX_LENGTH } from '@/lib/email';
import { FULL_NAME_MAX_LENGTH } from '@/lib/full-name';
import { useSession } from '@/lib/session';
import { formMessages as m } from './messages';
import { ProfilePrefill } from './profile-prefill';
import { TextField } from './text-field';

type Props = { name?: string; label?: string; hint?: string; maxLength?: number };

/** A person's full name, Arabic or Latin letters (checked by `fullNameError`, src/lib/full-name.ts). */
export function FullNameField({ name = 'full_name', label, hint, maxLength }: Props) {
  const intl = useIntl();
  return (
    <TextField
      name={name}
      label={label ?? intl.formatMessage(m.fullName)}
      hint={hint}
      autoComplete="name"
      maxLength={maxLength ?? FULL_NAME_MAX_LENGTH}
      required
    />
  );
}

/**
 * A Saudi mobile number: Arabic-Indic digits become Latin digits as they are typed; `05…`, `5…`,
 * `9665…`, `+9665…` and `009665…` are read (`normalizeMobile`), another country code is refused
 * (`mobileError`, src/lib/saudi-mobile.ts).
 */
export function PhoneField({ name = 'phone_number', label, hint }: Props) {
  const intl = useIntl();
  return (
    <TextField
      name={name}
      label={label ?? intl.formatMessage(m.phone)}
      hint={hint ?? intl.formatMessage(m.phoneHint)}
      parse={toLatinDigits}
      type="tel"
      autoComplete="tel"
      dir="ltr"
      required
    />
  );
}

export function EmailField({ name = 'email', label, hint, maxLength }: Props) {
  const intl = useIntl();
  return (
    <TextField
      name={name}
      label={label ?? intl.formatMessage(m.email)}
      hint={hint}
      type="email"
      autoComplete="email"
      dir="ltr"
      maxLength={maxLength ?? EMAIL_MAX_LENGTH}
      required
    />
  );
}

/** The national ID or iqama number, with its check digit (`nationalIdError`, src/lib/national-id.ts). */
export function NationalIdField({ name = 'national_id', label, hint }: Props) {
  const intl = useIntl();
  return (
    <TextField
      name={name}
      label={label ?? intl.formatMessage(m.nationalId)}
      hint={hint ?? intl.formatMessage(m.nationalIdHint)}
      parse={digitsOnly}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      dir="ltr"
      required
    />
  );
}

/** Full name, mobile and e-mail, filled in from the account when the customer is signed in. */
export function PersonalFields({ emailLabel }: { emailLabel?: string }) {
  const intl = useIntl();
  const signedIn = useSession().status === 'authenticated';
  return (
    <>
      <ProfilePrefill />
      {signedIn && <p>{intl.formatMessage(m.prefilled)}</p>}
      <FullNameField />
      <PhoneField />
      <EmailField label={emailLabel} />
    </>
  );
}
