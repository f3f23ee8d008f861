import { FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSignIn } from '@generated/api/auth/auth';
import type { AuthSession } from '@generated/model';
import { Button } from '@/components/button';
import { ApiForm, TextField } from '@/components/form';
import { paths } from '@/config/paths';
import { toLatinDigits } from '@/lib/input/digits';
import { signInMessages } from '../../messages/sign-in';
import { loginStore } from '../../storage';
import { loginError, normalizeLogin } from '../../schemas/login';
import { Actions, Aside } from '../auth-layout';

type Values = { login?: string };
/** Every code about the login (phone, ID) belongs to the one field. */
const ALIASES = { phone_number: 'login', national_id: 'login' };
/** The phone codes of the login (empty, or neither a phone nor an ID) name both things it takes. */
const LOGIN_ERRORS = {
  phone_number__required: signInMessages.loginRequired,
  phone_number__invalid: signInMessages.loginInvalid,
};

type Props = { onSent: (session: AuthSession, login: string) => void };

/**
 * The first sign-in step: the mobile number or national ID, kept in the tab while the customer goes
 * on. Too many codes asked for: a countdown to the next try, the button disabled meanwhile.
 */
export function LoginForm({ onSent }: Props) {
  const intl = useIntl();
  const signIn = useSignIn();
  return (
    <ApiForm<Values>
      onSubmit={async ({ login = '' }) =>
        onSent(await signIn.mutateAsync({ data: { login: normalizeLogin(login) } }), login)
      }
      fields={['login']}
      aliases={ALIASES}
      initialValues={{ login: loginStore.read() ?? '' }}
      validate={({ login }) => {
        const code = loginError(login);
        return code ? { login: code } : {};
      }}
      header={<p>{intl.formatMessage(signInMessages.intro)}</p>}
    >
      {({ submitting, blocked }) => (
        <>
          <FormSpy<Values>
            subscription={{ values: true }}
            onChange={({ values }) => loginStore.save(values.login ?? '')}
          />
          <TextField
            name="login"
            label={intl.formatMessage(signInMessages.login)}
            hint={intl.formatMessage(signInMessages.loginHint)}
            errorMessages={LOGIN_ERRORS}
            parse={toLatinDigits}
            type="text"
            inputMode="tel"
            autoComplete="username"
            dir="ltr"
            required
          />
          <Actions>
            <Button type="submit" loading={submitting} disabled={blocked}>
              {intl.formatMessage(signInMessages.sendCode)}
            </Button>
          </Actions>
          <Aside>
            <span>{intl.formatMessage(signInMessages.noAccount)}</span>
            <Link href={paths.signUp.getHref()}>
              {intl.formatMessage(signInMessages.signUpLink)}
            </Link>
          </Aside>
        </>
      )}
    </ApiForm>
  );
}
