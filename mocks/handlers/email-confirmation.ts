import { http } from 'msw';
import type { ConfirmEmailRequest } from '../../generated/model';
import { confirmToken, linkResendWaitMs, sendConfirmationLink } from '../db/email-confirmations';
import { api, fail, json, noContent, readJson } from '../lib/http';
import { csrfProblem } from '../lib/session';
import { isBlank } from '../lib/validate';
import { customerApi } from '../lib/with-customer';

/**
 * E-mail confirmation. Test tokens: `valid-token` (confirms the demo customer's address, reusable),
 * `expired-token` → `token__expired`, `used-token` → 409 `token__already_used`, any other unknown
 * token → `token__invalid`. Real links (on `PUBLIC_ORIGIN`, never the request's `Origin`) are printed to
 * the console and kept in the outbox (`GET /__mock/outbox`) on every e-mail change or resend.
 */
export const emailConfirmationHandlers = [
  customerApi.post('/customer/api/v1/profile/resend-email-confirmation', ({ customer }) => {
    if (!customer.email) return fail(400, ['email__required']);
    if (customer.email_confirmed) return fail(409, ['email__already_confirmed']);
    const wait = linkResendWaitMs(customer.id);
    if (wait > 0) {
      const retryAfter = String(Math.ceil(wait / 1000));
      return fail(429, ['email_confirmation__too_often'], undefined, {
        'Retry-After': retryAfter,
      });
    }
    sendConfirmationLink(customer);
    return noContent();
  }),

  http.post(api('/:target/api/v1/confirm-email'), async ({ request, params }) => {
    const refused = csrfProblem(request);
    if (refused) return refused;
    if (params.target !== 'customer') return fail(404, ['not_found']);
    const { token } = await readJson<ConfirmEmailRequest>(request);
    if (isBlank(token)) return fail(400, ['token__required']);
    const outcome = confirmToken(String(token));
    if (outcome.ok) return json({ email: outcome.email, confirmed: true });
    return fail(outcome.code === 'token__already_used' ? 409 : 400, [outcome.code]);
  }),
];
