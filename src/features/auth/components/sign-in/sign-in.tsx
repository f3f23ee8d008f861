import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Profile } from '@generated/model';
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
 * on (to `from`, the account, or the unfinished sign-up step).
 */
export function SignIn() {
  const intl = useIntl();
  const startSession = useStartSession();
  const { onCodeStep, goTo } = useStepParam();
  const [flow, setFlow] = useState<OtpFlow | undefined>(() => otpFlowStore.read('sign-in'));

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
      <LoginForm
        onSent={(session, login) => {
          keepFlow(otpFlowOf(session, undefined, maskLogin(login)));
          goTo('code');
        }}
      />
    </>
  );
}
