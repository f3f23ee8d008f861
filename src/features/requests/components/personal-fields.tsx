import { useIntl } from 'react-intl';
import {
  createFeedbackBodyEmailMax,
  createFeedbackBodyFullNameMax,
} from '@generated/zod/requests/requests.zod';
import { TextField } from '@/components/form';
import { ProfilePrefill } from '@/components/form/profile-prefill';
import { toLatinDigits } from '@/lib/digits';
import { useSession } from '@/lib/session';
import { commonFormMessages as m } from '../messages/common';

/** Full name, mobile and email; filled from the account when the customer is signed in. */
export function PersonalFields({ emailLabel }: { emailLabel?: string }) {
  const intl = useIntl();
  const signedIn = useSession().status === 'authenticated';
  return (
    <>
      <ProfilePrefill />
      {signedIn && <p>{intl.formatMessage(m.prefilled)}</p>}
      <TextField
        name="full_name"
        label={intl.formatMessage(m.fullName)}
        autoComplete="name"
        maxLength={createFeedbackBodyFullNameMax}
        required
      />
      <TextField
        name="phone_number"
        label={intl.formatMessage(m.phone)}
        hint={intl.formatMessage(m.phoneHint)}
        parse={toLatinDigits}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        required
      />
      <TextField
        name="email"
        label={emailLabel ?? intl.formatMessage(m.email)}
        type="email"
        autoComplete="email"
        maxLength={createFeedbackBodyEmailMax}
        dir="ltr"
        required
      />
    </>
  );
}
