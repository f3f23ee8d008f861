// The journeys that carry the business, run on Firefox too (playwright.engines.config.ts): chosen by
// title, so that a journey stays one walk in one file for every engine. What Firefox ESR's WebDriver
// BiDi needs for some of them (the card provider's frame, downloads) is in docs/browser-engines.md.
export const ENGINE_JOURNEYS: RegExp[] = [
  /filters live in the URL: a shared link shows the same results and Back undoes them/,
  /the map opens, zooms and searches as it moves/,
  /a property shows its licence block/,
  /the demo customer signs in from a guarded link and lands back on it/,
  /a guest saves a unit through sign-in and finds it in the saved homes/,
  /bank transfer shows the IBAN and the deadline, then waits for the bank/,
  /the last step of the wizard, then the request sent until its offers are ready/,
  /the language switch opens the same page in the other language and remembers it/,
  /reserve and pay by a mada card, the card only in the provider frame/,
  /3-D Secure returns to the checkout and the payment completes/,
  // The copy in Arabic (a right-to-left PDF); the English one is Chromium's.
  /personal data \(ar\) copy of my data, withdrawing a consent, and deleting the account/,
  // One language: the reports' language is the Chromium journeys' check; this is Firefox's measures.
  /a visit's vitals and its errors reach the backend once, scrubbed \(ar\)/,
];

/** The journeys also walked on a phone-sized window (390 × 844). */
export const PHONE_JOURNEYS: RegExp[] = [
  /sign-in \(ar\) the demo customer signs in from a guarded link and lands back on it/,
  /shell \(ar\) the language switch opens the same page in the other language and remembers it/,
];
