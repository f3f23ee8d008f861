// What the tap benchmark (./taps.mjs) taps on each page of scripts/bench-web.mjs, and when a tap works.
//   - The header link: the site's logo, a real <a href> on every page. It works when it starts a
//     navigation to its address: natively (a full load) before the app runs, a route change after.
//   - The page's control, one that needs the app's JavaScript (a button: before the app runs, a tap
//     on it does nothing), and its effect once it works. The home page has no control of its own:
//     there it is the header's menu button. A control that changes the mock's data is tapped in a
//     mock namespace of its own (`freshNamespace`). Its effect is the first sign that the app took
//     the tap (a button waiting for the server counts), not the end of what it then does.
// `find`: a CSS selector, and the button's message id where the selector alone is not enough (the
// text in the page's language, from src/i18n/locales/<lang>/). `effect`: an element that appears
// (`present`) or a navigation whose path matches (`navigate`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const HEADER_LINK = {
  what: 'logo',
  find: { selector: 'header a[href="/"], header a[href="/en"]' },
};

const SAVE = {
  what: 'save (heart)',
  find: { selector: '[data-testid=action-bar] button[data-save-listing]' },
  // A guest who saves is sent to sign in first.
  effect: { navigate: '^(/en)?/sign-in' },
};

/** A control found by `find` that works once an element matching `present` is there. */
const appears = (what, find, present) => ({ what, find, effect: { present } });

export const CONTROLS = {
  home: appears(
    'header menu',
    { selector: 'header button[aria-controls]' },
    'header button[aria-controls][aria-expanded=true]',
  ),
  properties: appears('filters', { selector: 'main button[aria-haspopup=dialog]' }, 'dialog[open]'),
  property: SAVE,
  unit: SAVE,
  checkout: {
    // The button waiting for the reservation (or, already, the payment step).
    ...appears(
      'reserve now',
      { selector: 'main button', message: 'reservation.reserve.button' },
      'main button[aria-busy=true], main input[name=payment-method]',
    ),
    freshNamespace: true,
  },
  payment: appears(
    'cancel reservation',
    { selector: 'main button', message: 'reservation.cancel.button' },
    'dialog[open]',
  ),
  wizard: appears(
    'first step',
    { selector: 'main nav li:first-child > button' },
    'main nav li:first-child > button[aria-current=step]',
  ),
  // On a phone the offers are cards (the table is hidden): choosing one asks for confirmation.
  offers: appears(
    'choose an offer',
    { selector: 'main li button', message: 'shared.offer.choose' },
    'dialog[open]',
  ),
};

const catalogues = new Map();

/** The text of message `id` in `lang`, from the app's catalogues. */
function message(lang, id) {
  if (!catalogues.has(lang)) {
    const dir = resolve('src/i18n/locales', lang);
    const all = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')));
    catalogues.set(lang, Object.assign({}, ...all));
  }
  const text = catalogues.get(lang)[id];
  if (typeof text !== 'string') throw new Error(`no message ${id} in ${lang}`);
  return text;
}

/** `target` with its button's text in `lang` in place of its message id. */
export function inLanguage(target, lang) {
  const { message: id, ...find } = target.find;
  return id ? { ...target, find: { ...find, text: message(lang, id) } } : target;
}
