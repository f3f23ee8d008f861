import { MADA_BINS } from '../db/provider/brands';

/**
 * The mock provider's hosted card fields (served on the provider's origin, framed by the checkout).
 * The card is typed here, checked here and sent from here to the provider's token endpoint; the
 * checkout only ever receives `{ type: 'token', token, brand, last4 }` through postMessage, sent to
 * the parent origin that the frame was opened for (and only answering messages from it).
 */
const TEXTS = {
  en: {
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    card_number__required: 'Enter the card number.',
    card_number__invalid: 'This card number is not valid.',
    card_expiry__invalid: 'Enter the expiry as MM/YY.',
    card_expiry__expired: 'This card has expired.',
    card_cvc__invalid: 'Enter the 3 or 4 digits on the back of the card.',
  },
  ar: {
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز التحقق (CVC)',
    card_number__required: 'أدخل رقم البطاقة.',
    card_number__invalid: 'رقم البطاقة غير صحيح.',
    card_expiry__invalid: 'أدخل تاريخ الانتهاء بصيغة شهر/سنة.',
    card_expiry__expired: 'انتهت صلاحية هذه البطاقة.',
    card_cvc__invalid: 'أدخل الأرقام الثلاثة أو الأربعة خلف البطاقة.',
  },
} as const;

export type FieldsLang = keyof typeof TEXTS;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function script(parent: string, key: string, lang: FieldsLang): string {
  const setup = JSON.stringify({ parent, key, texts: TEXTS[lang], mada: MADA_BINS });
  return `(() => {
const { parent, key, texts, mada } = ${setup.replace(/</g, '\\u003c')};
const $ = (id) => document.getElementById(id);
const fields = { number: $('number'), expiry: $('expiry'), cvc: $('cvc') };
const post = (message) => window.parent.postMessage({ source: 'psp-fields', ...message }, parent);
const digits = (value) => value
  .replace(/[\\u0660-\\u0669]/g, (d) => d.charCodeAt(0) - 0x660)
  .replace(/[\\u06f0-\\u06f9]/g, (d) => d.charCodeAt(0) - 0x6f0)
  .replace(/\\D/g, '');
let brand = null;
function brandOf(d) {
  if (d.length < 6) return null;
  if (mada.includes(d.slice(0, 6))) return 'mada';
  if (d[0] === '4') return 'visa';
  const two = +d.slice(0, 2), four = +d.slice(0, 4);
  return (two >= 51 && two <= 55) || (four >= 2221 && four <= 2720) ? 'mastercard' : null;
}
function show(errors) {
  for (const [name, input] of Object.entries(fields)) {
    const code = errors.find((e) => e.startsWith(name === 'number' ? 'card_number' : name === 'expiry' ? 'card_expiry' : 'card_cvc'));
    $(name + '-error').textContent = code ? texts[code] : '';
    if (code) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
  }
  const first = Object.values(fields).find((input) => input.hasAttribute('aria-invalid'));
  if (first) first.focus();
  post({ type: 'resize', height: document.body.scrollHeight });
}
fields.number.addEventListener('input', () => {
  const d = digits(fields.number.value).slice(0, 19);
  fields.number.value = d.replace(/(\\d{4})(?=\\d)/g, '$1 ');
  const next = brandOf(d);
  if (next !== brand) { brand = next; post({ type: 'brand', brand }); }
});
window.addEventListener('message', async (event) => {
  if (event.origin !== parent || event.source !== window.parent) return;
  const data = event.data || {};
  if (data.type === 'clear') {
    for (const input of Object.values(fields)) input.value = '';
    show([]); brand = null; post({ type: 'brand', brand });
    if (data.focus === 'number') fields.number.focus();
  }
  if (data.type !== 'tokenize') return;
  const [month, year] = fields.expiry.value.split('/').map((part) => digits(part));
  const body = { key, name: String(data.name || ''), number: digits(fields.number.value),
    exp_month: month, exp_year: year && year.length === 2 ? '20' + year : year, cvc: digits(fields.cvc.value) };
  try {
    const answer = await fetch('tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const result = await answer.json();
    if (answer.ok) { show([]); post({ type: 'token', token: result.id, brand: result.brand, last4: result.last4 }); return; }
    const errors = result.errors || [];
    show(errors);
    post({ type: 'invalid', errors });
  } catch { post({ type: 'error' }); }
});
post({ type: 'ready', height: document.body.scrollHeight });
})();`;
}

/** The fields page; `nonce` is also in the page's own Content-Security-Policy. */
export function fieldsPage(parent: string, key: string, lang: FieldsLang, nonce: string): string {
  const t = TEXTS[lang];
  const field = (id: string, label: string, autocomplete: string, max: number) =>
    `<label for="${id}">${escape(label)}</label><input id="${id}" dir="ltr" inputmode="numeric" autocomplete="${autocomplete}" maxlength="${max}" aria-describedby="${id}-error"><p id="${id}-error" class="error" aria-live="polite"></p>`;
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<title>${escape(t.number)}</title><style nonce="${nonce}">
body{margin:0;font-family:system-ui,sans-serif;font-size:16px;color:#1a1a1a}
label{display:block;font-weight:600;margin:0 0 4px}
input{box-sizing:border-box;width:100%;min-height:44px;padding:8px 12px;font-size:16px;border:1px solid #6b6b6b;border-radius:8px}
input:focus{outline:2px solid #0b5cad;outline-offset:1px}
input[aria-invalid]{border-color:#b3261e}
.error{color:#b3261e;margin:4px 0 12px;min-height:1.2em;font-size:14px}
/* One grid for expiry and CVC: the labels share its first row, so a label that wraps on a phone
   never pushes its input below the other one. */
.row{display:grid;grid-template-columns:1fr 1fr;grid-template-rows:repeat(3,auto);grid-auto-flow:column;column-gap:12px}
.row label{align-self:end}
</style></head><body><main>
${field('number', t.number, 'cc-number', 23)}
<div class="row">${field('expiry', t.expiry, 'cc-exp', 7)}${field('cvc', t.cvc, 'cc-csc', 4)}</div>
</main><script nonce="${nonce}">${script(parent, key, lang)}</script></body></html>`;
}
