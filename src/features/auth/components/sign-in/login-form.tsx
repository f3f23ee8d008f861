import { useRef } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSignIn } from '@generated/api/auth/auth';
import type { AuthSession } from '@generated/model';
import { Button } from '@/components/button';
import { focusFirstError, FormError, TextField } from '@/components/form';
import { paths } from '@/config/paths';
import { toLatinDigits } from '@/lib/digits';
import { submitErrors } from '@/lib/form-errors';
import { signInMessages } from '../../messages/sign-in';
import { loginStore } from '../../storage';
import { loginError, normalizeLogin } from '../../validation/login';
import { Actions, Aside } from '../auth-layout';

type Values = { login?: string };
/** Every code about the login (phone, ID, unknown customer) belongs to the one field. */
const ALIASES = { phone_number: 'login', national_id: 'login', customer: 'login' };

type Props = { onSent: (session: AuthSession) => void };

/** The first sign-in step: the mobile number or national ID, kept in the tab while the customer goes on. */
export function LoginForm({ onSent }: Props) {
  const intl = useIntl();
  const signIn = useSignIn();
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async ({ login = '' }: Values) => {
    try {
      onSent(await signIn.mutateAsync({ data: { login: normalizeLogin(login) } }));
      return undefined;
    } catch (error) {
      focusFirstError(formRef.current);
      return submitErrors(error, ['login'], ALIASES);
    }
  };

  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={{ login: loginStore.read() ?? '' }}
      validate={({ login }) => {
        const code = loginError(login);
        return code ? { login: code } : {};
      }}
      render={({ handleSubmit, submitError, submitting, form }) => (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstError(formRef.current);
          }}
        >
          <FormSpy<Values>
            subscription={{ values: true }}
            onChange={({ values }) => loginStore.save(values.login ?? '')}
          />
          <p>{intl.formatMessage(signInMessages.intro)}</p>
          <FormError error={submitError} />
          <TextField
            name="login"
            label={intl.formatMessage(signInMessages.login)}
            hint={intl.formatMessage(signInMessages.loginHint)}
            parse={toLatinDigits}
            type="text"
            inputMode="tel"
            autoComplete="username"
            dir="ltr"
            required
          />
          <Actions>
            <Button type="submit" loading={submitting}>
              {intl.formatMessage(signInMessages.sendCode)}
            </Button>
          </Actions>
          <Aside>
            <span>{intl.formatMessage(signInMessages.noAccount)}</span>
            <Link href={paths.signUp.getHref()}>
              {intl.formatMessage(signInMessages.signUpLink)}
            </Link>
          </Aside>
        </form>
      )}
    />
  );
}
