// The journeys that carry the business, run on Firefox too (playwright.engines.config.ts): chosen by
// title, so that a journey stays one walk in one file for every engine. Not here, because Playwright
// cannot do it over Firefox ESR's WebDriver BiDi: keys into the card provider's frame (another
// origin; the WebKit journeys pay by card there, tests/engines/webkit-journeys.ts) and downloads
// (the account's data copy).
export const ENGINE_JOURNEYS: RegExp[] = [
  /filters live in the URL: a shared link shows the same results and Back undoes them/,
  /the map opens, zooms and searches as it moves/,
  /a property shows its licence block/,
  /the demo customer signs in from a guarded link and lands back on it/,
  /a guest saves a unit through sign-in and finds it in the saved homes/,
  /bank transfer shows the IBAN and the deadline, then waits for the bank/,
  /the last step of the wizard, then the request sent until its offers are ready/,
  /the language switch opens the same page in the other language and remembers it/,
];

/** The journeys also walked on a phone-sized window (390 × 844). */
export const PHONE_JOURNEYS: RegExp[] = [
  /the demo customer signs in from a guarded link and lands back on it/,
  /bank transfer shows the IBAN and the deadline, then waits for the bank/,
  /the language switch opens the same page in the other language and remembers it/,
];
