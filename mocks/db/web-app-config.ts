import type { WebAppConfig } from '../../generated/model';
import { PUBLISHABLE_KEY } from './provider/tokens';

/**
 * The mock provider's card fields: on the standalone mock's port under the host name `localhost`, an
 * origin of its own (the app is served from 127.0.0.1, so neither port nor host nor cookies are shared).
 * PAYMENT_PROVIDER_FIELDS_URL overrides it (docs/deployment.md, "The payment provider").
 */
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
export const PROVIDER_FIELDS_URL =
  env?.PAYMENT_PROVIDER_FIELDS_URL ?? `http://localhost:${env?.MOCK_PORT ?? 9090}/psp/v1/fields`;
/** The provider's origin: its card fields and its 3-D Secure pages. */
export const PROVIDER_ORIGIN = new URL(PROVIDER_FIELDS_URL).origin;

/**
 * The constants of `GET /customer/api/v1/web-app-config`; the mock's flows enforce the same numbers
 * (import them rather than repeating them). The resend countdown is short so end-to-end tests stay fast.
 */
export const webAppConfig: WebAppConfig = {
  otp_resend_seconds: 30,
  otp_length: 6,
  reservation_hold_minutes: 30,
  bank_transfer_deadline_minutes: 120,
  reservation_attempt_limit: 3,
  districts_max: 5,
  loan_amount_min: 100_000,
  loan_amount_max: 5_000_000,
  minimum_income: 4_000,
  fees_max_percent: 4.8,
  first_home_ltv_max_percent: 90,
  dbr_max_percent: 55,
  dbr_housing_program_max_percent: 65,
  ltv_max_percent: 70,
  // The mock's bands (production configures its own): up to SAR 15,000 a month 55 % (65 % with the
  // housing program), above it 65 %.
  dbr_bands: [
    { income_max: 15_000, dbr_max_percent: 55, dbr_housing_program_max_percent: 65 },
    { dbr_max_percent: 65, dbr_housing_program_max_percent: 65 },
  ],
  max_age_at_term_end: 70,
  build_manifest_poll_seconds: 300,
  nafath_poll_seconds: 3,
  api_timeout_seconds: 20,
  // A tenth of page loads report their Core Web Vitals (the `field-data` scenario: every one).
  vitals_sample_rate: 0.1,
  cv_max_bytes: 5 * 1024 * 1024,
  cv_content_types: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  document_max_bytes: 10 * 1024 * 1024,
  document_content_types: ['application/pdf', 'image/jpeg', 'image/png'],
  simah_consent_version: 'simah-2025-01',
  support: { phone: '8001240000', email: 'support@example.com', whatsapp: '966551234567' },
  chat_widget: { enabled: false },
  // Production: https://wa.me. Offline, a reserved name: the link is shown and checked, never fetched.
  whatsapp_url: 'https://wa.example',
  license_verification_url: 'https://rega.example/ads',
  // The mock's VAPID public key (a real P-256 point; no push service is reached offline).
  push_public_key:
    'BMUmqv6k7FlL-EWDuD_OWhbWmINbNoc2jJKiMzjEymXjJ_uBS6FI0s9f1JC5X2bZsqPb8VZjRoOOGjlQdiJ9ht4',
  map: {},
  payment_provider: { fields_url: PROVIDER_FIELDS_URL, publishable_key: PUBLISHABLE_KEY },
};
