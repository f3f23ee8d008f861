export { CodeStep, hasCode } from './code-step';
export { otpFlowOf, type MaskedLogin, type OtpFlow } from './flow';
export { otpMessages } from './messages';
export { DEFAULT_OTP_LENGTH, otpError, parseOtp } from './otp-code';
export { OtpField } from './otp-field';
export { ResendCode } from './resend-code';
export { useAuthConfig } from './use-auth-config';
export { minutesSeconds, secondsUntil, useSecondsLeft } from '@/lib/browser/use-seconds-left';
