import type { ComponentProps } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { digitsOnly, toLatinDigits } from '@/lib/input/digits';
import { EMAIL_MAX_LENGTH } from '@/lib/input/email';
import { FULL_NAME_MAX_LENGTH } from '@/lib/input/full-name';
import { useSession } from '@/lib/session/session';
import { formMessages as m } from './messages';
import { ProfilePrefill } from './profile-prefill';
import { TextField } from './text-field';

type Kind = {
  name: string;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  input: Partial<ComponentProps<typeof TextField>>;
};

/**
 * The fields that identify a person, each checked on submit like the server checks it: the full name
 * (`fullNameError`, src/lib/input/full-name.ts), a Saudi mobile number (Arabic-Indic digits become Latin as
 * they are typed; `05…`, `5…`, `9665…`, `+9665…`, `009665…` are read and another country code is
 * refused: `mobileError`, src/lib/input/saudi-mobile.ts), the e-mail and the national ID or iqama number
 * with its check digit (`nationalIdError`, src/lib/input/national-id.ts).
 */
const KINDS = {
  fullName: {
    name: 'full_name',
    label: m.fullName,
    input: { autoComplete: 'name', maxLength: FULL_NAME_MAX_LENGTH },
  },
  phone: {
    name: 'phone_number',
    label: m.phone,
    hint: m.phoneHint,
    input: { parse: toLatinDigits, type: 'tel', autoComplete: 'tel', dir: 'ltr' },
  },
  email: {
    name: 'email',
    label: m.email,
    input: { type: 'email', autoComplete: 'email', dir: 'ltr', maxLength: EMAIL_MAX_LENGTH },
  },
  nationalId: {
    name: 'national_id',
    label: m.nationalId,
    hint: m.nationalIdHint,
    input: {
      parse: digitsOnly,
      inputMode: 'numeric',
      autoComplete: 'off',
      maxLength: 10,
      dir: 'ltr',
    },
  },
} satisfies Record<string, Kind>;

type Props = { name?: string; label?: string; hint?: string };

function PersonField({ kind, name, label, hint }: Props & { kind: Kind }) {
  const intl = useIntl();
  return (
    <TextField
      {...kind.input}
      name={name ?? kind.name}
      label={label ?? intl.formatMessage(kind.label)}
      hint={hint ?? (kind.hint && intl.formatMessage(kind.hint))}
      required
    />
  );
}

export const FullNameField = (props: Props) => <PersonField kind={KINDS.fullName} {...props} />;
export const PhoneField = (props: Props) => <PersonField kind={KINDS.phone} {...props} />;
export const EmailField = (props: Props) => <PersonField kind={KINDS.email} {...props} />;
export const NationalIdField = (props: Props) => <PersonField kind={KINDS.nationalId} {...props} />;

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
