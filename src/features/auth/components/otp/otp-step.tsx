import type { FormApi } from 'final-form';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useResendOtp, useVerifySignInOtp, useVerifySignUpOtp } from '@generated/api/auth/auth';
import type { ErrorCode, ErrorMeta, Profile } from '@generated/model';
import { Button } from '@/components/button';
import { ApiForm, type FormErrors } from '@/components/form';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useApiErrorText } from '@/lib/error-messages';
import { useAuthConfig } from '../../hooks/use-auth-config';
import { useSecondsLeft } from '../../hooks/use-seconds-left';
import { otpMessages } from '../../messages/otp';
import { signUpMessages } from '../../messages/sign-up';
import { otpFlowOf, type OtpFlow, type OtpFlowKind } from '../../storage';
import { otpError } from '../../validation/otp-code';
import { Actions, Notice, StepHeading } from '../auth-layout';
import { OtpField } from './otp-field';
import { ResendCode } from './resend-code';

/** Told once the code is verified (never before: no enumeration); signing in is the way on. */
const ACCOUNT_EXISTS: ErrorCode[] = ['national_id__exists', 'phone_number__exists'];
/** The flow cannot go on: a new code must be asked for from the first step. */
const ENDED: ErrorCode[] = [
  'otp__not_found',
  'sid__required',
  'bad_credentials',
  'action__limit_exceeded',
  ...ACCOUNT_EXISTS,
];
const has = (error: unknown, codes: ErrorCode[]) =>
  isApiError(error) && codes.some((code) => error.has(code));

type Values = { otp?: string };
type Props = {
  kind: OtpFlowKind;
  flow: OtpFlow;
  onFlowChange: (flow: OtpFlow) => void;
  onVerified: (profile: Profile) => void;
  /** Back to the first step (the typed details are kept there). */
  onBack: () => void;
  backLabel: string;
};

/** The one-time code: check it, or ask for a new one after the countdown. */
export function OtpStep({ kind, flow, onFlowChange, onVerified, onBack, backLabel }: Props) {
  const intl = useIntl();
  const apiErrorText = useApiErrorText();
  const { otpLength } = useAuthConfig();
  const signInOtp = useVerifySignInOtp();
  const signUpOtp = useVerifySignUpOtp();
  const verify = kind === 'sign-in' ? signInOtp : signUpOtp;
  const resend = useResendOtp();
  const [errorMeta, setErrorMeta] = useState<ErrorMeta>();
  const [resendError, setResendError] = useState<string>();
  const [sentMessage, setSentMessage] = useState<string>();
  const [ended, setEnded] = useState(false);
  const [accountExists, setAccountExists] = useState(false);
  const expired = useSecondsLeft(flow.expiresAt) === 0;
  /** The code that just failed: sending it again unchanged would only use up an attempt. */
  const lastFailure = useRef<{ otp: string; errors: FormErrors }>(undefined);

  const onSubmit = async ({ otp = '' }: Values) => {
    if (lastFailure.current?.otp === otp) return lastFailure.current.errors;
    const result = await verify.mutateAsync({ data: { sid: flow.sid, otp } });
    onVerified(result.profile);
  };
  const onFailed = (error: unknown, errors: FormErrors, form: FormApi<Values>) => {
    setErrorMeta(isApiError(error) ? error.meta : undefined);
    setAccountExists(has(error, ACCOUNT_EXISTS));
    if (has(error, ENDED)) setEnded(true);
    const otp = form.getState().values.otp ?? '';
    if (isApiError(error) && error.has('otp__invalid')) lastFailure.current = { otp, errors };
  };

  const onResend = async (form: FormApi<Values>) => {
    setResendError(undefined);
    setSentMessage(undefined);
    try {
      const session = await resend.mutateAsync({ data: { sid: flow.sid } });
      onFlowChange(otpFlowOf(session));
      lastFailure.current = undefined;
      form.restart({ otp: '' });
      setEnded(false);
      setSentMessage(intl.formatMessage(otpMessages.resent, { phone: session.masked_phone }));
      document.getElementById('field-otp')?.focus();
    } catch (error) {
      setResendError(apiErrorText(error));
      if (has(error, ENDED)) setEnded(true);
    }
  };

  return (
    <section aria-labelledby="otp-heading">
      <StepHeading id="otp-heading">{intl.formatMessage(otpMessages.heading)}</StepHeading>
      <p>
        <FormattedMessage
          {...otpMessages.sentTo}
          values={{ length: otpLength, phone: <bdi dir="ltr">{flow.maskedPhone}</bdi> }}
        />
      </p>
      {expired && !ended && (
        <Notice role="status">{intl.formatMessage(otpMessages.expired)}</Notice>
      )}
      <ApiForm<Values>
        onSubmit={onSubmit}
        fields={['otp']}
        aliases={{ yakeen_otp: 'otp', action: 'otp' }}
        onFailed={onFailed}
        validate={({ otp }) => {
          const code = otpError(otp, otpLength);
          return code ? { otp: code } : {};
        }}
      >
        {({ submitting, form }) => (
          <>
            <OtpField length={otpLength} errorMeta={errorMeta} />
            <Actions>
              <Button type="submit" loading={submitting} disabled={ended}>
                {intl.formatMessage(otpMessages.verify)}
              </Button>
              <Button type="button" variant="secondary" onClick={onBack}>
                {ended ? intl.formatMessage(otpMessages.startAgain) : backLabel}
              </Button>
            </Actions>
            {ended ? (
              <Notice role="alert">
                {accountExists ? (
                  <Link href={paths.signIn.getHref()}>
                    {intl.formatMessage(signUpMessages.signInLink)}
                  </Link>
                ) : (
                  (resendError ?? intl.formatMessage(otpMessages.flowEnded))
                )}
              </Notice>
            ) : (
              <ResendCode
                key={flow.resendAt}
                resendAt={flow.resendAt}
                onResend={() => void onResend(form)}
                pending={resend.isPending}
                error={resendError}
                sentMessage={sentMessage}
              />
            )}
          </>
        )}
      </ApiForm>
    </section>
  );
}
