import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { PersonalDataExport } from '@generated/model';
import { BUDGET_ANSWERS } from '../../../../mocks/testing/budget-answers';
import { copyLines } from './copy-lines';

const DATA = {
  generated_at: '2025-03-01T10:00:00Z',
  profile: {
    user_number: 'U-100001',
    national_id: '1000000008',
    phone_number: '+966500000001',
    birthday: '1990-04-15',
    full_name: 'Sara Alqahtani',
    email_confirmed: true,
    is_anonymous: false,
    registration_step: 'complete',
  },
  addresses: [],
  consents: [
    {
      kind: 'marketing',
      version: '2025-01',
      given_at: '2025-01-10T08:00:00Z',
      withdrawn_at: '2025-02-01T12:00:00Z',
      withdrawable: false,
    },
  ],
  reservations: [
    {
      id: 381,
      number: 'RSV-2025-000381',
      status: 'confirmed',
      amount: 5000,
      created_at: '2025-02-01T09:00:00Z',
    },
  ],
  payments: [],
  financing_requests: [
    {
      id: 55,
      number: 'FR-2025-000055',
      status: 'prepared',
      documents: [
        {
          kind: 'salary_certificate',
          file_name: 'salary-march.pdf',
          uploaded_at: '2025-03-04T07:12:00Z',
          review_status: 'accepted',
        },
      ],
    },
  ],
  notifications: [
    {
      id: 1,
      kind: 'general',
      body: 'We updated our <b>terms</b>.<script>alert(1)</script>',
      read: true,
      created_at: '2025-02-02T09:00:00Z',
    },
  ],
  saved_homes: [
    {
      kind: 'unit',
      listing_id: 501,
      title: 'Three-bedroom flat',
      subtitle: 'Rawdat Riyadh',
      price: 1_250_000,
      available: true,
      saved_at: '2025-03-02T09:30:00Z',
    },
  ],
  saved_searches: [
    {
      id: 7,
      name: 'Flats in Riyadh under 1.5M',
      kind: 'units',
      query: 'price_max=1500000',
      alert: 'daily',
      created_at: '2025-03-01T08:00:00Z',
      last_visited_at: '2025-03-02T08:00:00Z',
      new_results: 2,
    },
  ],
  budget: {
    ...BUDGET_ANSWERS,
    financeable: true,
    max_price: 1_642_000,
    down_payment: 164_200,
    max_loan: 1_477_800,
    installment_min: 537,
    installment_max: 7_933,
    term_years: 30,
    saved_at: '2026-11-28T09:30:00Z',
    valid_until: '2026-12-28',
  },
  recently_viewed: [
    {
      kind: 'property',
      listing_id: 1024,
      title: 'Villa in Al Yasmin',
      subtitle: 'Riyadh',
      price: 2_100_000,
      viewed_at: '2026-11-27T18:00:00Z',
    },
  ],
} as unknown as PersonalDataExport;

describe('the readable copy of the data', () => {
  it('says a saved budget allows no loan, and lists nothing under the budget when none is saved', () => {
    const intl = createIntl({ locale: 'en', defaultLocale: 'en' });
    const text = (data: PersonalDataExport) =>
      copyLines(data, intl)
        .map((line) => line.text)
        .join('\n');
    expect(text({ ...DATA, budget: { ...DATA.budget!, financeable: false } })).toContain(
      'No home loan is possible with these answers',
    );
    expect(text({ ...DATA, budget: undefined })).toMatch(/My budget\nRecently viewed\n/);
  });

  it("lists the profile, consents with version and withdrawal, reservations, requests and notifications' text", () => {
    const text = copyLines(DATA, createIntl({ locale: 'en', defaultLocale: 'en' }))
      .map((line) => line.text)
      .join('\n');
    expect(text).toContain('Full name: Sara Alqahtani');
    expect(text).toContain('1000000008');
    expect(text).toMatch(/Offers and news.*version 2025-01.*Withdrawn on/);
    expect(text).toMatch(/RSV-2025-000381 — Confirmed — SAR\s5,000/);
    expect(text).toContain('FR-2025-000055');
    expect(text).toMatch(/\n.+: salary-march\.pdf — March 4, 2025/);
    expect(text).toMatch(
      /Saved homes\nThree-bedroom flat — Rawdat Riyadh — SAR\s1,250,000 — March 2, 2025/,
    );
    expect(text).toMatch(
      /Saved searches\nFlats in Riyadh under 1\.5M — Once a day — March 1, 2025/,
    );
    expect(text).toMatch(
      /My budget\nMonthly income SAR\s18,000, obligations SAR\s1,500 a month, age 34; saved on November 28, 2026, valid until December 28, 2026\nHighest price SAR\s1,642,000, down payment SAR\s164,200, SAR\s537 to SAR\s7,933 a month over 30 years/,
    );
    expect(text).toMatch(
      /Recently viewed\nVilla in Al Yasmin — Riyadh — SAR\s2,100,000 — November 27, 2026/,
    );
    expect(text).toContain('We updated our terms.');
    expect(text).not.toContain('alert');
    expect(text).not.toContain('<');
  });
});
