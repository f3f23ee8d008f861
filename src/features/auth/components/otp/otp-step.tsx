import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useVerifySignInOtp, useVerifySignUpOtp } from '@generated/api/auth/auth';
import type { ErrorCode, Profile } from '@generated/model';
import { CodeStep, hasCode, otpMessages } from '@/components/otp';
import { paths } from '@/config/paths';
import { signInMessages } from '../../messages/sign-in';
import { signUpMessages } from '../../messages/sign-up';
import type { OtpFlow, OtpFlowKind } from '../../storage';
import { Aside, StepHeading } from '../auth-layout';

/** Told once the code is verified (never before: no enumeration); signing in is the way on. */
const ACCOUNT_EXISTS: ErrorCode[] = ['national_id__exists', 'phone_number__exists'];

type Props = {
  kind: OtpFlowKind;
  flow: OtpFlow;
  onFlowChange: (flow: OtpFlow) => void;
  onVerified: (profile: Profile) => void;
  /** Back to the first step (the typed details are kept there). */
  onBack: () => void;
  backLabel: string;
};

/**
 * The sign-in or sign-up code. A sign-in's code step offers sign-up: no one is told that a login has
 * no account, and no code comes for one.
 */
export function OtpStep({ kind, flow, onFlowChange, onVerified, onBack, backLabel }: Props) {
  const intl = useIntl();
  const signInOtp = useVerifySignInOtp();
  const signUpOtp = useVerifySignUpOtp();
  const verify = kind === 'sign-in' ? signInOtp : signUpOtp;
  const [accountExists, setAccountExists] = useState(false);

  return (
    <CodeStep
      flow={flow}
      onFlowChange={onFlowChange}
      verify={async (otp) => {
        const result = await verify.mutateAsync({ data: { sid: flow.sid, otp } });
        onVerified(result.profile);
      }}
      endingCodes={ACCOUNT_EXISTS}
      onFailed={(error) => setAccountExists(hasCode(error, ACCOUNT_EXISTS))}
      endedNotice={
        accountExists ? (
          <Link href={paths.signIn.getHref()}>{intl.formatMessage(signUpMessages.signInLink)}</Link>
        ) : undefined
      }
      headingId="otp-heading"
      heading={
        <StepHeading id="otp-heading">{intl.formatMessage(otpMessages.heading)}</StepHeading>
      }
      onBack={onBack}
      backLabel={backLabel}
      footer={
        kind === 'sign-in' && (
          <Aside>
            <span>{intl.formatMessage(signInMessages.noAccount)}</span>
            <Link href={paths.signUp.getHref()}>
              {intl.formatMessage(signInMessages.signUpLink)}
            </Link>
          </Aside>
        )
      }
    />
  );
}
