// The payment pages (the checkout and its payment status, both languages): where no third-party
// script may run (PCI DSS 4.0, 6.4.3 and 11.6.1), only this site's and the payment provider's. The
// one place that says which pages those are, for the app (the chat widget stays away, a page where a
// widget script was ever added is left by a full page load), the app's servers (the payment pages'
// policy) and nginx (scripts/nginx/render.mjs writes the same pattern into its configuration).
// Plain JavaScript, so Node scripts read it as it is.

/** The payment pages' paths (each with what follows it: `/reservation-checkout/501`), bare. */
export const PAYMENT_PATHS = ['/reservation-checkout'];

/**
 * The payment pages as a regular expression's source, matched without regard to letter case (nginx:
 * `~*`): any spelling of a payment page is one, in either language, with or without its `/ar`. Routes
 * match only as written and the servers redirect any other spelling to it, but the payment pages'
 * rules never depend on that.
 */
export const PAYMENT_PAGES = `^/(?:(?:ar|en)/)?(?:${PAYMENT_PATHS.map((path) => path.slice(1)).join('|')})(?:/|$)`;

const PAYMENT_PAGE = new RegExp(PAYMENT_PAGES, 'i');

/** Whether `path` (a full path, with its language, or a route's inside it; a query is ignored) is a payment page. */
export function isPaymentPage(path) {
  return PAYMENT_PAGE.test(path.replace(/[?#].*$/s, ''));
}
