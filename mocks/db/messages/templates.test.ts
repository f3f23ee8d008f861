// The templates of messages sent outside the app: both languages, right-to-left e-mail, SMS segments,
// push payloads without personal data.
import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments';
import { emailOf, plainText, pushOf, safeHtml, smsOf } from './templates';

const HOSTILE =
  'حدّثنا <b>الشروط</b>.<script>alert(1)</script><img src="x" onerror="alert(1)"> <a href="javascript:alert(1)">التفاصيل</a>';
const content = (lang: 'ar' | 'en') => ({
  lang,
  title: lang === 'ar' ? 'انخفض سعر وحدة محفوظة' : 'A saved home costs less',
  body:
    lang === 'ar'
      ? 'أصبح سعر <b>شقة 3 غرف</b> ‏850,000 ر.س.'
      : '<b>3-bedroom flat</b> now costs SAR 850,000.',
  url: `http://127.0.0.1:4173${lang === 'en' ? '/en' : ''}/units/501`,
  unsubscribeUrl: `http://127.0.0.1:4173${lang === 'en' ? '/en' : ''}/unsubscribe?token=abc.def`,
});

describe('e-mail template', () => {
  it('is right-to-left in Arabic and left-to-right in English, built of tables with inline styles', () => {
    const ar = emailOf(content('ar'));
    const en = emailOf(content('en'));
    expect(ar.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(ar.html).toContain('<body dir="rtl"');
    expect(ar.html).toContain('text-align:right;');
    expect(en.html).toMatch(/<html lang="en" dir="ltr">/);
    expect(en.html).toContain('text-align:left;');
    for (const { html } of [ar, en]) {
      expect(html).toContain('<table role="presentation"');
      expect(html).not.toMatch(/<style|class=|<link /);
      // Every cell and link carries its own style: mail clients drop style sheets.
      for (const tag of html.match(/<(td|a)\b[^>]*>/g) ?? []) expect(tag).toContain('style="');
    }
    expect(ar.subject).toBe('انخفض سعر وحدة محفوظة');
    expect(ar.html).toContain('افتح الصفحة');
    expect(en.html).toContain('Open the page');
  });

  it('has a plain-text part with the page and the unsubscribe link, and no markup', () => {
    const { text, links } = emailOf(content('en'));
    expect(text).toContain('3-bedroom flat now costs SAR 850,000.');
    expect(text).toContain('Open the page: http://127.0.0.1:4173/en/units/501');
    expect(text).toContain(
      'Unsubscribe from these messages: http://127.0.0.1:4173/en/unsubscribe?token=abc.def',
    );
    expect(text).not.toMatch(/<[a-z]/i);
    expect(links).toEqual([content('en').url, content('en').unsubscribeUrl]);
  });

  it('records List-Unsubscribe and List-Unsubscribe-Post for non-service messages only', () => {
    expect(emailOf(content('ar')).headers).toEqual({
      'List-Unsubscribe': `<${content('ar').unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const service = emailOf({ ...content('ar'), unsubscribeUrl: undefined });
    expect(service.headers).toEqual({});
    expect(service.html).toContain('رسالة خدمة');
    expect(service.html).not.toContain('unsubscribe');
  });

  it('keeps only b, i, p and br of the body, escaping the rest', () => {
    const html = emailOf({ ...content('ar'), body: HOSTILE }).html;
    expect(html).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(safeHtml(HOSTILE)).toBe('حدّثنا <b>الشروط</b>. التفاصيل');
    expect(plainText(HOSTILE)).toBe('حدّثنا الشروط. التفاصيل');
  });
});

describe('SMS segments', () => {
  it('counts GSM texts by 160 then 153, Arabic (UCS-2) by 70 then 67', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
    expect(smsSegments('ب'.repeat(70))).toBe(1);
    expect(smsSegments('ب'.repeat(71))).toBe(2);
    expect(smsSegments('ب'.repeat(134))).toBe(2);
    expect(smsSegments('ب'.repeat(135))).toBe(3);
    // One Arabic letter makes the whole text UCS-2.
    expect(smsSegments(`${'a'.repeat(70)}ب`)).toBe(2);
  });

  it.each(['ar', 'en'] as const)(
    'keeps every %s text within two segments, shortening a long title',
    (lang) => {
      const url = `http://127.0.0.1:4173${lang === 'en' ? '/en' : ''}/account/reservations/12345`;
      for (const title of [
        'قصير',
        'Short',
        'ب'.repeat(300),
        'x'.repeat(400),
        content(lang).title,
      ]) {
        const text = smsOf({ lang, title, url });
        expect(smsSegments(text), text).toBeLessThanOrEqual(2);
        expect(text).toContain(url);
        expect(text.startsWith(lang === 'ar' ? 'بيتك: ' : 'Baitak: ')).toBe(true);
      }
      expect(smsSegments(smsOf({ lang, title: content(lang).title, url }))).toBe(
        lang === 'ar' ? 2 : 1,
      );
    },
  );
});

describe('push payload', () => {
  it('carries the title alone: no body, link, name, number or address', () => {
    const payload = pushOf({ ...content('ar') });
    expect(payload).toEqual({ title: 'انخفض سعر وحدة محفوظة' });
    expect(JSON.stringify(payload)).not.toMatch(/850|units|@|\+966/);
  });
});
