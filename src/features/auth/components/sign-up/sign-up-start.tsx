import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { Profile } from '@generated/model';
import { paths } from '@/config/paths';
import { useStartSession } from '../../api/use-start-session';
import { useStepParam } from '../use-step-param';
import { signUpMessages as m } from '../../messages/sign-up';
import { forgetSignUpDetails, otpFlowOf, otpFlowStore, type OtpFlow } from '../../storage';
import { Notice } from '../auth-layout';
import { OtpStep } from '../otp/otp-step';
import { DetailsForm } from './details-form';
import { SignUpSteps } from './sign-up-steps';

/** Sign-up steps 1 and 2 (no session yet): the details, then the code that creates the account. */
export function SignUpStart() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const startSession = useStartSession();
  const { onCodeStep, goTo } = useStepParam();
  const [flow, setFlow] = useState<OtpFlow | undefined>(() => otpFlowStore.read('sign-up'));

  const keepFlow = (next: OtpFlow) => {
    otpFlowStore.save('sign-up', next);
    setFlow(next);
  };
  const onVerified = (profile: Profile) => {
    forgetSignUpDetails();
    startSession(profile);
    navigate(paths.signUp.getHref(), { replace: true });
  };

  if (onCodeStep && flow) {
    return (
      <>
        <SignUpSteps current={2} />
        <OtpStep
          kind="sign-up"
          flow={flow}
          onFlowChange={keepFlow}
          onVerified={onVerified}
          onBack={() => goTo(undefined)}
          backLabel={intl.formatMessage(m.editDetails)}
        />
      </>
    );
  }
  return (
    <>
      <SignUpSteps current={1} />
      {onCodeStep && <Notice role="status">{intl.formatMessage(m.flowLost)}</Notice>}
      <DetailsForm
        onSent={(session) => {
          keepFlow(otpFlowOf(session));
          goTo('code');
        }}
      />
    </>
  );
}
