// The journeys that carry the business, on WebKit (Debian's WebKitGTK, over WebDriver: run by
// tests/engines/run-webkit.ts), in each language, on a phone-sized and a desktop-sized window: browse
// with filters and the map, a listing, the language switch; sign-in with the mock's code and a saved
// home; reserve and pay in the provider's fields with 3-D Secure. The same walks as the Chromium and
// Firefox journeys (tests/e2e), told through WebDriver: elements found as a customer names them,
// waits on the app's signals, the mock's clock moved through /__mock.
import {
  APP_READY,
  BY_CSS,
  BY_LABEL,
  BY_TEXT,
  MAIN_TEXT,
  TAKE_PROBLEMS,
  WATCH_PROBLEMS,
} from './page-scripts';
import type { FaultProxy } from './fault-proxy';
import type { Element, WebDriver } from './webdriver';

export type Locale = 'ar' | 'en';

export type JourneyContext = {
  driver: WebDriver;
  locale: Locale;
  /** The app's origin, e.g. http://127.0.0.1:4180. */
  base: string;
  /** Moves the mock's clock of the journey's namespace (POST /__mock/clock). */
  advanceClock: (seconds: number) => Promise<void>;
  /** Signs the browser in as the demo customer through the API (the session's cookies). */
  signIn: () => Promise<void>;
  /** The journey's namespace of the mock (its `mock_ns` cookie). */
  namespace: string;
  /** A GET of the mock's controls in the journey's namespace (`/__mock/vitals`), its JSON. */
  mock: <T>(path: string) => Promise<T>;
  /** The browser's network, for a journey that asks for it (`network: true`): fault-proxy.ts. */
  network?: FaultProxy;
};

export type Journey = {
  title: string;
  run: (context: JourneyContext) => Promise<void>;
  /** Run in a browser whose requests pass a proxy that can fail them (fault-proxy.ts). */
  network?: true;
};

const DEMO = { nationalId: '1000000008', otp: '123456' };
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

const TEXT = {
  ar: {
    kind: 'نوع العقار',
    purpose: 'الغرض',
    apply: 'اعرض النتائج',
    map: 'خريطة',
    zoomIn: 'تكبير',
    license: 'ترخيص الإعلان العقاري (الهيئة العامة للعقار)',
    login: 'رقم الجوال أو رقم الهوية الوطنية',
    sendCode: 'إرسال الرمز',
    code: 'رمز التحقق',
    verify: 'تحقق',
    savedHomes: 'العقارات المحفوظة',
    reserve: 'احجز الآن',
    nameOnCard: 'الاسم على البطاقة',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    cvc: 'رمز التحقق',
    brand: 'شبكة البطاقة: فيزا',
    pay: 'ادفع ',
    approve: 'موافقة',
    reserved: 'تم حجز الوحدة لك',
  },
  en: {
    kind: 'Property type',
    purpose: 'Purpose',
    apply: 'Show results',
    map: 'Map',
    zoomIn: 'Zoom in',
    license: 'Advertising licence (REGA)',
    login: 'Mobile number or national ID',
    sendCode: 'Send code',
    code: 'Verification code',
    verify: 'Verify',
    savedHomes: 'Saved homes',
    reserve: 'Reserve now',
    nameOnCard: 'Name on card',
    cardNumber: 'Card number',
    expiry: 'Expiry',
    cvc: 'Security code',
    brand: 'Card network: Visa',
    pay: 'Pay ',
    approve: 'Approve',
    reserved: 'Your unit is reserved',
  },
} as const;

export const localized = (locale: Locale, path: string) =>
  locale === 'ar' ? path : path === '/' ? '/en' : `/en${path}`;

/** Opens a path of the app and waits for its ready signal (what the last page saw is kept). */
export async function open({ driver, base }: JourneyContext, path: string) {
  await takeProblems(driver);
  await driver.goto(`${base}${path}`);
  await ready(driver);
}

/** Policy violations and errors the pages of a journey met once shown (page-scripts.ts). */
const problems: string[] = [];
export async function takeProblems(driver: WebDriver) {
  problems.push(...((await driver.execute<string[] | null>(TAKE_PROBLEMS)) ?? []));
  return problems.splice(0, problems.length);
}

/** As a Playwright journey's load: up to the journey's ceiling (30 s) on a busy machine. */
async function ready(driver: WebDriver) {
  await driver.poll('the app to be ready', APP_READY, [], 30_000);
  await driver.execute(WATCH_PROBLEMS);
}

export async function pathIs(driver: WebDriver, expected: string | RegExp) {
  await driver.waitFor(
    `the address ${String(expected)}`,
    `const here = location.pathname + location.search;
     return arguments[1] ? new RegExp(arguments[0]).test(here) : here === arguments[0];`,
    typeof expected === 'string' ? expected : expected.source,
    typeof expected !== 'string',
  );
}

const label = (driver: WebDriver, text: string) =>
  driver.waitFor<Element>(`the field “${text}”`, BY_LABEL, text);
const control = (driver: WebDriver, text: string, exact = false) =>
  driver.waitFor<Element>(`the button or link “${text}”`, BY_TEXT, text, exact);
const css = (driver: WebDriver, selector: string) =>
  driver.waitFor<Element>(`an element ${selector}`, BY_CSS, selector);
const seeText = (driver: WebDriver, text: string) =>
  driver.waitFor(
    `the text “${text}”`,
    `${MAIN_TEXT.replace('return ', 'const t = ')}; return t.includes(arguments[0]);`,
    text,
  );

/** Chooses an option of a select as a customer does: a click on the option. */
async function choose(driver: WebDriver, select: Element, value: string) {
  const option = await driver.execute<Element>(
    'return arguments[0].querySelector(`option[value="${arguments[1]}"]`)',
    select,
    value,
  );
  await driver.click(option);
  await driver.waitFor(
    `the choice ${value}`,
    'return arguments[0].value === arguments[1]',
    select,
    value,
  );
}

/** The page is as wide as the window: nothing scrolls sideways. */
async function fitsWidth(driver: WebDriver) {
  await driver.waitFor(
    'a page no wider than the window',
    'return document.documentElement.scrollWidth <= innerWidth',
  );
}

async function documentLanguage(driver: WebDriver, locale: Locale) {
  await driver.waitFor(
    `<html lang="${locale}">`,
    'return document.documentElement.lang === arguments[0] && document.documentElement.dir === arguments[1]',
    locale,
    locale === 'ar' ? 'rtl' : 'ltr',
  );
}

async function browse(context: JourneyContext) {
  const { driver, locale } = context;
  const t = TEXT[locale];
  await driver.setViewport(DESKTOP.width, DESKTOP.height);
  await open(context, localized(locale, '/properties'));
  await documentLanguage(driver, locale);
  const count = 'return document.querySelector("#results-heading")?.innerText ?? ""';
  const unfiltered = await driver.waitFor<string>(
    'a count of results',
    `const c = (() => { ${count} })(); return /\\d/.test(c) && c;`,
  );

  await choose(driver, await label(driver, t.kind), 'group:apartment');
  await choose(driver, await label(driver, t.purpose), 'sale');
  await driver.click(await control(driver, t.apply));
  await pathIs(driver, /purpose=sale/);
  await pathIs(driver, /group=apartment/);
  await driver.waitFor(
    'the filtered count',
    `return (() => { ${count} })() !== arguments[0]`,
    unfiltered,
  );

  // The map: markers that link to homes, and the zoom.
  await driver.click(await control(driver, t.map, true));
  await pathIs(driver, /view=map/);
  const map = await css(driver, '[data-testid="property-map"]');
  await driver.waitFor(
    'a marker linking to a home',
    'return [...arguments[0].querySelectorAll("a")].some((a) => /\\/properties\\/\\d+$/.test(a.getAttribute("href")))',
    map,
  );
  const zoom = Number(await driver.execute<string>('return arguments[0].dataset.zoom', map));
  await driver.click(await control(driver, t.zoomIn, true));
  await driver.waitFor(
    'the map one step closer',
    'return arguments[0].dataset.zoom === arguments[1]',
    map,
    String(zoom + 1),
  );

  // A listing, from the list: its licence block; then the same page in the other language.
  await open(context, `${localized(locale, '/properties')}?purpose=sale`);
  const link = await css(driver, 'main article h3 a');
  const href = await driver.execute<string>('return arguments[0].getAttribute("href")', link);
  await driver.click(link);
  await pathIs(driver, href);
  await ready(driver);
  await seeText(driver, t.license);
  await driver.setViewport(PHONE.width, PHONE.height);
  await fitsWidth(driver);
  await seeText(driver, t.license);

  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  await driver.click(await css(driver, '[data-testid="language-switch"]'));
  await pathIs(driver, localized(other, href.replace(/^\/en/, '')));
  await documentLanguage(driver, other);
  await ready(driver);
  await seeText(driver, TEXT[other].license);
  await fitsWidth(driver);
}

async function signInAndSave(context: JourneyContext) {
  const { driver, locale } = context;
  const t = TEXT[locale];
  const unit = localized(locale, '/units/501');
  await driver.setViewport(PHONE.width, PHONE.height);
  await open(context, unit);
  await fitsWidth(driver);
  const heart = '[data-save-listing="unit-501"]';
  await driver.waitFor(
    'the save button, not pressed',
    `return [...document.querySelectorAll(arguments[0])].some((b) => b.getClientRects().length && b.getAttribute('aria-pressed') === 'false')`,
    heart,
  );
  await driver.click(await css(driver, heart));
  await pathIs(driver, /\/sign-in\?from=/);
  await ready(driver);
  await driver.type(await label(driver, t.login), DEMO.nationalId);
  await driver.click(await control(driver, t.sendCode, true));
  const code = await label(driver, t.code);
  await driver.waitFor(
    'the code field focused',
    'return document.activeElement === arguments[0]',
    code,
  );
  await driver.type(code, DEMO.otp);
  await driver.click(await control(driver, t.verify, true));
  await pathIs(driver, unit);
  await ready(driver);
  await driver.waitFor(
    'the home saved',
    `return [...document.querySelectorAll(arguments[0])].some((b) => b.getClientRects().length && b.getAttribute('aria-pressed') === 'true')`,
    heart,
  );

  await driver.setViewport(DESKTOP.width, DESKTOP.height);
  await open(context, localized(locale, '/account/saved-homes'));
  await driver.waitFor(
    'the heading',
    'return document.querySelector("h1")?.textContent.trim() === arguments[0]',
    t.savedHomes,
  );
  await driver.waitFor(
    'the saved home, linked',
    'return document.querySelector(`[data-saved-home="unit-501"] a`)?.getAttribute("href") === arguments[0]',
    unit,
  );
}

async function reserveAndPay(context: JourneyContext) {
  const { driver, locale } = context;
  const t = TEXT[locale];
  const unit = 508;
  await context.signIn();
  await driver.setViewport(DESKTOP.width, DESKTOP.height);
  await open(context, localized(locale, `/reservation-checkout/${unit}`));
  await driver.click(await control(driver, t.reserve, true));
  // The card on a phone: the name on our page, the card in the provider's frame.
  await driver.setViewport(PHONE.width, PHONE.height);
  await fitsWidth(driver);
  await driver.type(await label(driver, t.nameOnCard), 'Sara Alqahtani');
  const frame = await css(driver, '[data-testid="card-fields-frame"]');
  // The whole frame in the window: a click inside it only scrolls the frame's own document.
  await driver.execute('arguments[0].scrollIntoView({ block: "center" })', frame);
  await driver.frame(frame);
  const number = await label(driver, t.cardNumber);
  await driver.type(number, '4000000000003220');
  await driver.waitFor(
    'the number grouped',
    'return arguments[0].value === "4000 0000 0000 3220"',
    number,
  );
  await driver.type(await label(driver, t.expiry), '12/39');
  await driver.type(await label(driver, t.cvc), '123');
  await driver.frame(null);
  await driver.waitFor(
    'the card network',
    'return document.querySelector("[data-testid=card-brand]")?.textContent.includes(arguments[0])',
    t.brand,
  );
  await driver.click(await control(driver, t.pay));
  // The provider's 3-D Secure page, then back to the checkout.
  await driver.click(await control(driver, t.approve, true));
  await pathIs(
    driver,
    new RegExp(`^${localized(locale, `/reservation-checkout/${unit}`)}\\?payment=\\d+$`),
  );
  await ready(driver);
  // The payment settles at the mock a few seconds later; the page polls it.
  await context.advanceClock(3);
  await driver.waitFor(
    'the reservation confirmed',
    'return [...document.querySelectorAll("h1, h2")].some((h) => h.textContent.trim() === arguments[0])',
    t.reserved,
  );
}

export const JOURNEYS: Journey[] = [
  { title: 'browse with filters and the map, a listing, the language switch', run: browse },
  { title: 'sign in with the code from a save, the saved home listed', run: signInAndSave },
  { title: 'reserve and pay in the provider’s fields with 3-D Secure', run: reserveAndPay },
];
