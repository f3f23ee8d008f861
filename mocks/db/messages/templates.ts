/**
 * The messages' templates, in the customer's language: an e-mail (subject, an HTML part built of
 * tables and inline styles, right-to-left in Arabic, and a plain-text part), an SMS or WhatsApp text
 * within two segments, and a push payload that carries the title alone.
 */
import type { Lang, Localized } from '../../lib/http';
import { smsLength, twoSegments } from './sms-segments';

export type MessageContent = {
  lang: Lang;
  /** Plain text. */
  title: string;
  /** Limited HTML (b, i, p, br; links are dropped: the message's own link is `url`). */
  body: string;
  /** The exact page, absolute, in the message's language. */
  url: string;
  /** A non-service message's one-click unsubscribe page (absolute). */
  unsubscribeUrl?: string;
  /** A digest: one line per item, each with its page. */
  items?: Array<{ title: string; url: string }>;
};

export type EmailMessage = {
  subject: string;
  text: string;
  html: string;
  links: string[];
  headers: Record<string, string>;
};

const BRAND: Localized = { ar: 'بيتك', en: 'Baitak' };
const OPEN: Localized = { ar: 'افتح الصفحة', en: 'Open the page' };
const UNSUBSCRIBE: Localized = {
  ar: 'إلغاء الاشتراك في هذه الرسائل',
  en: 'Unsubscribe from these messages',
};
const SERVICE: Localized = {
  ar: 'رسالة خدمة عن حسابك في بيتك.',
  en: 'A service message about your Baitak account.',
};
const WHY: Localized = {
  ar: 'تصلك هذه الرسالة لأنك اخترت تلقيها في حسابك في بيتك.',
  en: 'You get this message because you chose it in your Baitak account.',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const decodeEntities = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const withoutScripts = (html: string) => html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '');
/** Tags dropped, entities read, spaces collapsed (not trimmed). */
const textOf = (html: string) =>
  decodeEntities(html.replace(/<br\s*\/?>|<\/p>/gi, ' ').replace(/<[^>]*>/g, '')).replace(
    /\s+/g,
    ' ',
  );

/** The body's text: tags dropped, entities read, spaces collapsed. */
export const plainText = (html: string) => textOf(withoutScripts(html)).trim();

const ALLOWED = /<(\/?)(b|i|p|br)\b[^>]*>/gi;
/** Keeps b, i, p and br without attributes; every other element is dropped, its text kept (escaped). */
export function safeHtml(html: string): string {
  const source = withoutScripts(html);
  const parts: string[] = [];
  let last = 0;
  for (const match of source.matchAll(ALLOWED)) {
    parts.push(escapeHtml(textOf(source.slice(last, match.index))));
    parts.push(`<${match[1]}${match[2]!.toLowerCase()}>`);
    last = match.index + match[0].length;
  }
  parts.push(escapeHtml(textOf(source.slice(last))));
  return parts.join('').trim();
}

const FONT = "font-family:Tahoma,'Segoe UI',Arial,sans-serif;";

export function emailOf(content: MessageContent): EmailMessage {
  const { lang, title, url, unsubscribeUrl, items } = content;
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const align = lang === 'ar' ? 'right' : 'left';
  const cell = `${FONT}font-size:16px;line-height:1.6;color:#1f2933;text-align:${align};`;
  const list = (items ?? [])
    .map(
      (item) =>
        `<tr><td dir="${dir}" style="${cell}padding:8px 0;border-top:1px solid #e4e7eb;"><a href="${escapeHtml(item.url)}" style="color:#0b6e4f;">${escapeHtml(item.title)}</a></td></tr>`,
    )
    .join('');
  const footer = unsubscribeUrl
    ? `${escapeHtml(WHY[lang])} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#52606d;">${escapeHtml(UNSUBSCRIBE[lang])}</a>`
    : escapeHtml(SERVICE[lang]);
  const html = [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:0;background:#f4f6f8;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="background:#f4f6f8;">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="width:100%;max-width:600px;background:#ffffff;border:1px solid #e4e7eb;">`,
    `<tr><td dir="${dir}" style="${cell}padding:16px 24px;background:#0b6e4f;color:#ffffff;font-weight:bold;">${escapeHtml(BRAND[lang])}</td></tr>`,
    `<tr><td dir="${dir}" style="${cell}padding:24px;">`,
    `<h1 style="${FONT}font-size:20px;margin:0 0 12px;color:#1f2933;">${escapeHtml(title)}</h1>`,
    `<div style="${cell}">${safeHtml(content.body)}</div>`,
    list
      ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}">${list}</table>`
      : '',
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin-top:16px;"><tr><td style="background:#0b6e4f;border-radius:4px;"><a href="${escapeHtml(url)}" style="${FONT}display:inline-block;padding:12px 20px;color:#ffffff;text-decoration:none;font-weight:bold;">${escapeHtml(OPEN[lang])}</a></td></tr></table>`,
    '</td></tr>',
    `<tr><td dir="${dir}" style="${FONT}font-size:13px;line-height:1.5;color:#52606d;text-align:${align};padding:16px 24px;border-top:1px solid #e4e7eb;">${footer}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
  const text = [
    title,
    '',
    plainText(content.body),
    ...(items ?? []).map((item) => `- ${item.title}: ${item.url}`),
    '',
    `${OPEN[lang]}: ${url}`,
    '',
    unsubscribeUrl ? `${WHY[lang]} ${UNSUBSCRIBE[lang]}: ${unsubscribeUrl}` : SERVICE[lang],
  ].join('\n');
  const headers: Record<string, string> = unsubscribeUrl
    ? {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {};
  const links = [
    url,
    ...(items ?? []).map((item) => item.url),
    ...(unsubscribeUrl ? [unsubscribeUrl] : []),
  ];
  return { subject: title, text, html, links, headers };
}

/** `Brand: title url`, the title shortened (with an ellipsis) so the text takes two segments at most. */
export function smsOf(content: Pick<MessageContent, 'lang' | 'title' | 'url'>): string {
  const { lang, url } = content;
  const build = (title: string) => `${BRAND[lang]}: ${title} ${url}`;
  let title = content.title;
  const fits = (text: string) => {
    const { encoding, units } = smsLength(text);
    return units <= twoSegments(encoding);
  };
  while (!fits(build(title)) && title.length > 1) title = `${[...title].slice(0, -2).join('')}…`;
  return build(title);
}

/** The push payload: the title only (no name, number, price or address of the customer). */
export const pushOf = (content: Pick<MessageContent, 'title'>) => ({ title: content.title });
