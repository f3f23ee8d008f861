import { useRef } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSignUp } from '@generated/api/auth/auth';
import type { AuthSession } from '@generated/model';
import { Button } from '@/components/button';
import { focusFirstError, FormError, TextField } from '@/components/form';
import { paths } from '@/config/paths';
import { digitsOnly, toLatinDigits } from '@/lib/digits';
import { submitErrors, type FormErrors } from '@/lib/form-errors';
import { signUpMessages as m } from '../../messages/sign-up';
import { signUpDetailsStore, type SignUpDetails } from '../../storage';
import { birthdayError, birthdayIso, type BirthdayInput } from '../../validation/birthday';
import { nationalIdError } from '@/lib/national-id';
import { mobileError, normalizeMobile } from '../../validation/saudi-mobile';
import { Actions, Aside } from '../auth-layout';
import { BirthdayField } from './birthday-field';

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
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (values: SignUpDetails) => {
    const birthday = values.birthday as BirthdayInput;
    try {
      const session = await signUp.mutateAsync({
        data: {
          national_id: digitsOnly(values.national_id ?? ''),
          phone_number: normalizeMobile(values.phone_number ?? ''),
          birthday: birthdayIso(birthday) ?? '',
          birthday_calendar: birthday.calendar,
        },
      });
      onSent(session);
      return undefined;
    } catch (error) {
      focusFirstError(formRef.current);
      return submitErrors(error, FIELDS, ALIASES);
    }
  };

  return (
    <Form<SignUpDetails>
      onSubmit={onSubmit}
      initialValues={signUpDetailsStore.read() ?? { birthday: { calendar: 'hijri' } }}
      validate={(values) => validateDetails(values)}
      render={({ handleSubmit, submitError, submitting, form }) => (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstError(formRef.current);
          }}
        >
          <FormSpy<SignUpDetails>
            subscription={{ values: true }}
            onChange={({ values }) => signUpDetailsStore.save(values)}
          />
          <p>{intl.formatMessage(m.detailsIntro)}</p>
          <FormError error={submitError} />
          <TextField
            name="national_id"
            label={intl.formatMessage(m.nationalId)}
            hint={intl.formatMessage(m.nationalIdHint)}
            parse={digitsOnly}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            dir="ltr"
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
          <BirthdayField />
          <Actions>
            <Button type="submit" loading={submitting}>
              {intl.formatMessage(m.sendCode)}
            </Button>
          </Actions>
          <Aside>
            <span>{intl.formatMessage(m.haveAccount)}</span>
            <Link href={paths.signIn.getHref()}>{intl.formatMessage(m.signInLink)}</Link>
          </Aside>
        </form>
      )}
    />
  );
}
