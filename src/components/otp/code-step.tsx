import type { FormApi } from 'final-form';
import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useResendOtp } from '@generated/api/auth/auth';
import type { ErrorCode, ErrorMeta } from '@generated/model';
import { Actions } from '../actions';
import { Button } from '../button';
import { ApiForm, type FormErrors } from '../form';
import { isApiError, retryAtOf } from '@/lib/http/api-error';
import { useApiErrorText } from '@/lib/error-messages';
import { otpFlowOf, type OtpFlow } from './flow';
import { otpMessages } from './messages';
import { otpError } from './otp-code';
import { OtpField } from './otp-field';
import { ResendCode } from './resend-code';
import { useAuthConfig } from './use-auth-config';
import { useSecondsLeft } from '@/lib/browser/use-seconds-left';

/** The flow cannot go on: a new code must be asked for from the first step. */
const ENDED: ErrorCode[] = [
  'otp__not_found',
  'sid__required',
  'bad_credentials',
  'action__limit_exceeded',
];
export const hasCode = (error: unknown, codes: ErrorCode[]) =>
  isApiError(error) && codes.some((code) => error.has(code));

type Values = { otp?: string };
type Props = {
  flow: OtpFlow;
  onFlowChange: (flow: OtpFlow) => void;
  /** Checks the code; throws the server's refusal. */
  verify: (otp: string) => Promise<void>;
  /** Codes (besides the usual ones) after which this flow cannot go on. */
  endingCodes?: ErrorCode[];
  /** After a refusal (e.g. to remember why). */
  onFailed?: (error: unknown) => void;
  /** Shown instead of "start again" once the flow has ended. */
  endedNotice?: ReactNode;
  heading: ReactNode;
  headingId: string;
  submitLabel?: string;
  /** Off for what cannot be undone: a pasted code waits for the button. */
  autoSubmit?: boolean;
  onBack: () => void;
  backLabel: string;
  /** Under the form (e.g. the way to sign up, beside a sign-in's code). */
  footer?: ReactNode;
};

/** A refusal of new codes for a while (this login's or network's), not of this code. */
function limitedForNow(error: unknown): number | undefined {
  const limit = isApiError(error) ? error.meta?.limit : undefined;
  return limit === 'login' || limit === 'network' ? retryAtOf(error) : undefined;
}

const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * The one-time code of any flow (sign-in, sign-up, a new mobile number, deleting the account): check it,
 * or ask for a new one after the countdown. A code that just failed is not sent again unchanged. A
 * sign-in names the login typed ("if it is registered, we sent a code"), never a mobile number. When a
 * new code is refused for a while (too many codes for the login or network), the code on screen stays
 * usable and the resend counts down to `Retry-After`.
 */
export function CodeStep(props: Props) {
  const { flow, onFlowChange, verify, endingCodes = [], endedNotice, heading, headingId } = props;
  const intl = useIntl();
  const apiErrorText = useApiErrorText();
  const { otpLength } = useAuthConfig();
  const resend = useResendOtp();
  const [errorMeta, setErrorMeta] = useState<ErrorMeta>();
  const [resendError, setResendError] = useState<string>();
  const [sentMessage, setSentMessage] = useState<string>();
  const [ended, setEnded] = useState(false);
  const [resendBlockedUntil, setResendBlockedUntil] = useState(0);
  const expired = useSecondsLeft(flow.expiresAt) === 0;
  const lastFailure = useRef<{ otp: string; errors: FormErrors }>(undefined);
  const ending = [...ENDED, ...endingCodes];

  const onSubmit = async ({ otp = '' }: Values) => {
    if (lastFailure.current?.otp === otp) return lastFailure.current.errors;
    await verify(otp);
  };
  const onFailed = (error: unknown, errors: FormErrors, form: FormApi<Values>) => {
    setErrorMeta(isApiError(error) ? error.meta : undefined);
    props.onFailed?.(error);
    if (hasCode(error, ending)) setEnded(true);
    const otp = form.getState().values.otp ?? '';
    if (isApiError(error) && error.has('otp__invalid')) lastFailure.current = { otp, errors };
  };

  const onResend = async (form: FormApi<Values>) => {
    setResendError(undefined);
    setSentMessage(undefined);
    try {
      const session = await resend.mutateAsync({ data: { sid: flow.sid } });
      onFlowChange(otpFlowOf(session, undefined, flow.login));
      lastFailure.current = undefined;
      form.restart({ otp: '' });
      setEnded(false);
      setSentMessage(
        session.masked_phone === undefined
          ? intl.formatMessage(otpMessages.resentIfRegistered)
          : intl.formatMessage(otpMessages.resent, { phone: session.masked_phone }),
      );
      document.getElementById('field-otp')?.focus();
    } catch (error) {
      setResendError(apiErrorText(error));
      const until = limitedForNow(error);
      if (until !== undefined) setResendBlockedUntil(until);
      else if (hasCode(error, ending)) setEnded(true);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      {heading}
      <p>
        {flow.login ? (
          <FormattedMessage
            {...(flow.login.kind === 'national_id'
              ? otpMessages.sentIfRegisteredId
              : otpMessages.sentIfRegisteredMobile)}
            values={{ length: otpLength, login: <bdi dir="ltr">{flow.login.masked}</bdi> }}
          />
        ) : (
          <FormattedMessage
            {...otpMessages.sentTo}
            values={{ length: otpLength, phone: <bdi dir="ltr">{flow.maskedPhone}</bdi> }}
          />
        )}
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
            <OtpField length={otpLength} errorMeta={errorMeta} autoSubmit={props.autoSubmit} />
            <Actions>
              <Button type="submit" loading={submitting} disabled={ended}>
                {props.submitLabel ?? intl.formatMessage(otpMessages.verify)}
              </Button>
              <Button type="button" variant="secondary" onClick={props.onBack}>
                {ended ? intl.formatMessage(otpMessages.startAgain) : props.backLabel}
              </Button>
            </Actions>
            {ended ? (
              <Notice role="alert">
                {endedNotice ?? resendError ?? intl.formatMessage(otpMessages.flowEnded)}
              </Notice>
            ) : (
              <ResendCode
                key={Math.max(flow.resendAt, resendBlockedUntil)}
                resendAt={Math.max(flow.resendAt, resendBlockedUntil)}
                onResend={() => void onResend(form)}
                pending={resend.isPending}
                error={resendError}
                sentMessage={sentMessage}
              />
            )}
          </>
        )}
      </ApiForm>
      {props.footer}
    </section>
  );
}
