// Transparency (PDPL): the privacy policy names each third party that receives personal data, what it
// gets and where it is processed, in both languages; and the chat widget is given no personal data
// the policy does not name. The fields the widget gets are one typed list
// (CHAT_WIDGET_PERSONAL_DATA): a field the widget is given outside it, or one the policy's chat item
// does not name, fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@generated/model';
import {
  CHAT_WIDGET_PERSONAL_DATA,
  chatSettings,
  type ChatWidgetPersonalField,
} from '@/lib/browser/chat-widget';
import { GUEST_DRAFT_MS } from '@/lib/session/private-storage';

type Locale = 'ar' | 'en';
const policy = (locale: Locale) =>
  readFileSync(`src/features/content/documents/privacy-policy.${locale}.md`, 'utf8');

/** The article `#id` of the policy: from its heading to the next. */
function article(locale: Locale, id: string): string {
  const text = policy(locale);
  const start = text.search(new RegExp(`^## .*\\{#${id}\\}$`, 'm'));
  expect(start, `article #${id} (${locale})`).toBeGreaterThanOrEqual(0);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

/** The list item of the third-parties article that starts with this party's name (in bold). */
function item(locale: Locale, party: string): string {
  const found = article(locale, 'third-parties')
    .split('\n')
    .find((line) => line.startsWith(`- **${party}`));
  expect(found, `the item of ${party} (${locale})`).toBeDefined();
  return found ?? '';
}

/** How the policy says each field the chat widget gets. */
const FIELD_WORDS: Record<ChatWidgetPersonalField, Record<Locale, RegExp>> = {
  email: { en: /email address/, ar: /بريدك الإلكتروني/ },
  name: { en: /your name/, ar: /اسمك/ },
};

/** Each third party the app or the platform sends personal data to, as the policy names it. */
const PARTIES: Record<string, Record<Locale, string>> = {
  chat: { en: 'Chat support provider', ar: 'مزوّد خدمة المحادثة' },
  payment: { en: 'Payment service provider', ar: 'مزوّد خدمة الدفع' },
  simah: {
    en: 'The Saudi Credit Bureau (SIMAH)',
    ar: 'الشركة السعودية للمعلومات الائتمانية (سمة)',
  },
  banks: { en: 'Banks and financing companies', ar: 'البنوك وشركات التمويل' },
  nafath: { en: 'Nafath and Absher', ar: 'نفاذ وأبشر' },
  messages: { en: 'Text message and email providers', ar: 'مزوّدو الرسائل النصية والبريد' },
  maps: { en: 'Map provider', ar: 'مزوّد الخرائط' },
};
/** Where it is processed, as each item says it. */
const WHERE: Record<Locale, RegExp> = {
  en: /(inside the Kingdom|outside the Kingdom|on its own servers)/,
  ar: /(داخل المملكة|خارج المملكة|على خوادمه)/,
};

const everything: Profile = {
  user_number: 'U-1',
  national_id: '1000000065',
  phone_number: '+966555555555',
  birthday: '1990-01-01',
  full_name: 'Sara Alqahtani',
  email: 'sara@example.com',
  email_confirmed: true,
  nationality: 'SAU',
  marital_status: 'married',
  residence_city: 1,
  is_anonymous: false,
  registration_step: 'complete',
};

describe('the chat widget and the privacy policy', () => {
  it('gives the widget no field of the profile but those of its list', () => {
    const settings = chatSettings({ enabled: true, app_id: 'app-1' }, everything, 'en');
    const settingsOnly = ['appId', 'language', 'alignment', 'verticalPadding'];
    const personal = Object.keys(settings).filter((key) => !settingsOnly.includes(key));
    expect(personal.sort()).toEqual([...CHAT_WIDGET_PERSONAL_DATA].sort());
    const given = Object.values(settings).map(String);
    const known = { email: everything.email, name: everything.full_name };
    for (const [field, value] of Object.entries(everything)) {
      if (Object.values(known).includes(value as string)) continue;
      expect(given, `the widget is given ${field}`).not.toContain(String(value));
    }
  });

  it.each(['ar', 'en'] as const)(
    "names, in the chat provider's item (%s), each field the widget is given",
    (locale) => {
      const chat = item(locale, PARTIES.chat![locale]);
      for (const field of CHAT_WIDGET_PERSONAL_DATA)
        expect(chat).toMatch(FIELD_WORDS[field][locale]);
    },
  );

  it.each(['ar', 'en'] as const)(
    'names each third party, what it gets and where it is processed (%s)',
    (locale) => {
      for (const party of Object.values(PARTIES))
        expect(item(locale, party[locale])).toMatch(WHERE[locale]);
    },
  );

  it.each(['ar', 'en'] as const)("says how long the tab keeps a guest's draft (%s)", (locale) => {
    const minutes = String(GUEST_DRAFT_MS / 60_000);
    const cookies = article(locale, 'cookies');
    expect(cookies).toContain(locale === 'en' ? `${minutes} minutes` : `${minutes} دقيقة`);
  });
});
