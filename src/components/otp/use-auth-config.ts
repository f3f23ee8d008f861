import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import { DEFAULT_OTP_LENGTH } from './otp-code';

/** The countdowns and code length the server enforces (web-app configuration, fetched once). */
export function useAuthConfig() {
  const { data } = useGetWebAppConfig({ query: { staleTime: Infinity } });
  return {
    otpLength: data?.otp_length ?? DEFAULT_OTP_LENGTH,
    resendSeconds: data?.otp_resend_seconds ?? 60,
    nafathPollSeconds: data?.nafath_poll_seconds ?? 3,
  };
}
