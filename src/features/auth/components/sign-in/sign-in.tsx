import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import type { Profile } from '@generated/model';
import { pendingSaveOfSearch, rememberPendingSave, savedHomeMessages } from '@/entities/saved-home';
import { useStartSession } from '../../api/use-start-session';
import { useStepParam } from '../use-step-param';
import { signInMessages } from '../../messages/sign-in';
import { loginStore, otpFlowOf, otpFlowStore, type OtpFlow } from '../../storage';
import { maskLogin } from '../../schemas/login';
import { Notice } from '../auth-layout';
import { OtpStep } from '../otp/otp-step';
import { LoginForm } from './login-form';

/**
 * Sign-in with a one-time code. On success the session starts and the guest guard sends the customer
 * on (to `from`, the account, or the unfinished sign-up step). A guest's heart tapped before the app
 * ran arrives with the save to make (`save`): kept for the page they go back to, and said.
 */
export function SignIn() {
  const intl = useIntl();
  const startSession = useStartSession();
  const { onCodeStep, goTo } = useStepParam();
  const [flow, setFlow] = useState<OtpFlow | undefined>(() => otpFlowStore.read('sign-in'));
  const pendingSave = pendingSaveOfSearch(useSearch());
  useEffect(() => {
    if (pendingSave) rememberPendingSave(pendingSave);
    // The save the address names, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingSave?.kind, pendingSave?.id]);

  const keepFlow = (next: OtpFlow) => {
    otpFlowStore.save('sign-in', next);
    setFlow(next);
  };
  const onVerified = (profile: Profile) => {
    otpFlowStore.clear('sign-in');
    loginStore.clear();
    startSession(profile);
  };

  if (onCodeStep && flow) {
    return (
      <OtpStep
        kind="sign-in"
        flow={flow}
        onFlowChange={keepFlow}
        onVerified={onVerified}
        onBack={() => goTo(undefined)}
        backLabel={intl.formatMessage(signInMessages.changeLogin)}
      />
    );
  }
  return (
    <>
      {onCodeStep && <Notice role="status">{intl.formatMessage(signInMessages.flowLost)}</Notice>}
      {pendingSave && (
        <Notice role="status">{intl.formatMessage(savedHomeMessages.signInFirst)}</Notice>
      )}
      <LoginForm
        onSent={(session, login) => {
          keepFlow(otpFlowOf(session, undefined, maskLogin(login)));
          goTo('code');
        }}
      />
    </>
  );
}
