import { FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSignUp } from '@generated/api/auth/auth';
import type { AuthSession } from '@generated/model';
import { Button } from '@/components/button';
import {
  ApiForm,
  DateField,
  NationalIdField,
  PhoneField,
  type FormErrors,
} from '@/components/form';
import { paths } from '@/config/paths';
import { digitsOnly } from '@/lib/input/digits';
import { nationalIdError } from '@/lib/input/national-id';
import { mobileError, normalizeMobile } from '@/lib/input/saudi-mobile';
import { typedDateIso, type TypedDate } from '@/lib/format/typed-date';
import { birthdayMessages } from '../../messages/birthday';
import { signUpMessages as m } from '../../messages/sign-up';
import { signUpDetailsStore, type SignUpDetails } from '../../storage';
import { birthdayError } from '../../schemas/birthday';
import { Actions, Aside } from '../auth-layout';

const FIELDS = ['national_id', 'phone_number', 'birthday'];
/** The country code and the ID–phone mismatch are about the phone the customer typed. */
const ALIASES = { phone_code: 'phone_number', national_id_phone_number: 'phone_number' };

export function validateDetails(values: SignUpDetails, today = new Date()): FormErrors {
  const errors: FormErrors = {};
  const id = nationalIdError(values.national_id);
  const phone = mobileError(values.phone_number);
  const birthday = birthdayError(values.birthday, today);
  if (id) errors.national_id = id;
  if (phone) errors.phone_number = phone;
  if (birthday) errors.birthday = birthday;
  return errors;
}

type Props = { onSent: (session: AuthSession) => void };

/** Sign-up step 1: ID, mobile and date of birth, checked like the server before a code is sent. */
export function DetailsForm({ onSent }: Props) {
  const intl = useIntl();
  const signUp = useSignUp();

  const onSubmit = async (values: SignUpDetails) => {
    const birthday = values.birthday as TypedDate;
    const session = await signUp.mutateAsync({
      data: {
        national_id: digitsOnly(values.national_id ?? ''),
        phone_number: normalizeMobile(values.phone_number ?? ''),
        birthday: typedDateIso(birthday) ?? '',
        birthday_calendar: birthday.calendar,
      },
    });
    onSent(session);
  };

  return (
    <ApiForm<SignUpDetails>
      onSubmit={onSubmit}
      fields={FIELDS}
      aliases={ALIASES}
      initialValues={signUpDetailsStore.read() ?? { birthday: { calendar: 'hijri' } }}
      validate={(values) => validateDetails(values)}
      header={<p>{intl.formatMessage(m.detailsIntro)}</p>}
    >
      {({ submitting, blocked }) => (
        <>
          <FormSpy<SignUpDetails>
            subscription={{ values: true }}
            onChange={({ values }) => signUpDetailsStore.save(values)}
          />
          <NationalIdField />
          <PhoneField />
          <DateField
            name="birthday"
            legend={intl.formatMessage(birthdayMessages.legend)}
            hint={intl.formatMessage(birthdayMessages.hint)}
            autoComplete="bday"
          />
          <Actions>
            <Button type="submit" loading={submitting} disabled={blocked}>
              {intl.formatMessage(m.sendCode)}
            </Button>
          </Actions>
          <Aside>
            <span>{intl.formatMessage(m.haveAccount)}</span>
            <Link href={paths.signIn.getHref()}>{intl.formatMessage(m.signInLink)}</Link>
          </Aside>
        </>
      )}
    </ApiForm>
  );
}
