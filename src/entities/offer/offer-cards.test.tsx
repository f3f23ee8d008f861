import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FinancingOffer } from '@generated/model';
import { renderApp } from '@/testing/render';
import { OfferCards } from './offer-cards';
import { sortOffers, type OfferSort } from './offer-sort';

const NOW = Date.parse('2025-03-10T09:00:00Z');
const DAY = 86_400_000;

const offer = (
  id: number,
  bank: string,
  figures: { installment: number; apr: number; total: number; validDays: number },
): FinancingOffer => ({
  id,
  bank: { id, name: bank },
  product_name: `${bank} Home`,
  loan_type: 'fixed',
  profit_rate: 4.25,
  apr: figures.apr,
  bank_fee: 3000,
  admin_fees: 1000,
  total_cost: figures.total,
  total_profit: figures.total - 1_000_000 - 4000,
  property_coverage_percent: 90,
  down_payment: 100_000,
  loan_amount: 1_000_000,
  loan_term_years: 25,
  monthly_installment: figures.installment,
  first_installment_date: '2025-04-27',
  valid_until: new Date(NOW + figures.validDays * DAY).toISOString(),
  prepared_by_agent: { id: 1, name: 'Agent' },
  conditions: ['Salary transfer'],
  is_chosen: false,
});

/** The lowest total and the lowest installment of the open offers; the expired one is cheaper. */
const OFFERS = [
  offer(1, 'Riyad Bank', { installment: 5200, apr: 5.1, total: 1_700_000, validDays: 3 }),
  offer(2, 'Bank Albilad', { installment: 4900, apr: 5.6, total: 1_760_000, validDays: 5 }),
  offer(3, 'Al Maskan', { installment: 4500, apr: 5.8, total: 1_600_000, validDays: -1 }),
];

/** The cards with the sort state of the offers page (src/features/financing/components/offers). */
function Cards({ onChoose }: { onChoose: (offer: FinancingOffer) => void }) {
  const [sort, setSort] = useState<OfferSort>({ key: 'total_cost', direction: 'ascending' });
  return (
    <OfferCards
      offers={sortOffers(OFFERS, sort)}
      sort={sort}
      onSort={setSort}
      canChoose
      onChoose={onChoose}
      now={NOW}
    />
  );
}

async function renderCards() {
  const onChoose = vi.fn();
  const view = await renderApp(<Cards onChoose={onChoose} />, { locale: 'en', session: false });
  return { ...view, onChoose };
}

/** The banks of the cards, top to bottom. */
const order = () =>
  within(screen.getByRole('list', { name: 'Compare the offers' }))
    .getAllByRole('article')
    .map((card) => card.querySelector('h2')?.textContent);

/** A card's figures: each label with its value (spaces made plain). */
const figures = (card: HTMLElement) =>
  Object.fromEntries(
    [...card.querySelectorAll('dt')].map((label) => [
      label.textContent,
      label.nextElementSibling?.textContent?.replace(/\s+/g, ' '),
    ]),
  );

describe('OfferCards', () => {
  it("gives each offer a card named by its bank, with the table's figures, marks and choice", async () => {
    const { user, onChoose } = await renderCards();
    const list = screen.getByRole('list', { name: 'Compare the offers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const riyad = screen.getByRole('article', { name: 'Riyad Bank' });
    expect(figures(riyad)).toEqual({
      'Monthly installment': 'SAR 5,200',
      APR: '5.1%',
      'Profit rate': '4.25%Fixed',
      'Total profit': 'SAR 696,000',
      'Loan amount': 'SAR 1,000,000over 25 years, down payment SAR 100,000',
      Fees: 'SAR 4,000bank fee SAR 3,000, admin fees SAR 1,000',
      'Total amount payable': 'SAR 1,700,000',
      'First installment on': expect.stringMatching(/2025/),
      'Can be chosen until': expect.stringMatching(/ends in 3 days$/),
      Conditions: 'Salary transfer',
    });
    const card = within(riyad);
    expect(card.getByRole('heading', { level: 2, name: 'Riyad Bank' })).toBeInTheDocument();
    expect(card.getByText('Lowest total cost')).toBeInTheDocument();
    expect(card.queryByText('Lowest installment')).toBeNull();
    await user.click(card.getByRole('button', { name: 'Choose this offer Riyad Bank' }));
    expect(onChoose).toHaveBeenCalledWith(OFFERS[0]);

    const albilad = within(screen.getByRole('article', { name: 'Bank Albilad' }));
    expect(albilad.getByText('Lowest installment')).toBeInTheDocument();
    expect(albilad.queryByText('Lowest total cost')).toBeNull();

    // The expired offer is cheaper but cannot be chosen, so it has no mark and no button.
    const expired = within(screen.getByRole('article', { name: 'Al Maskan' }));
    expect(expired.getByText('Expired: it can no longer be chosen')).toBeInTheDocument();
    expect(expired.queryByText(/^Lowest/)).toBeNull();
    expect(expired.queryByRole('button')).toBeNull();
  });

  it("sorts the cards with a select of the table's sorts, both ways", async () => {
    const { user } = await renderCards();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Monthly installment, lowest first',
      'Monthly installment, highest first',
      'APR, lowest first',
      'APR, highest first',
      'Total amount payable, lowest first',
      'Total amount payable, highest first',
    ]);
    expect(select).toHaveDisplayValue('Total amount payable, lowest first');
    expect(order()).toEqual(['Al Maskan', 'Riyad Bank', 'Bank Albilad']);

    await user.selectOptions(select, 'Monthly installment, highest first');
    expect(order()).toEqual(['Riyad Bank', 'Bank Albilad', 'Al Maskan']);
    await user.selectOptions(select, 'APR, highest first');
    expect(order()).toEqual(['Al Maskan', 'Bank Albilad', 'Riyad Bank']);
    await user.selectOptions(select, 'Total amount payable, highest first');
    expect(order()).toEqual(['Bank Albilad', 'Riyad Bank', 'Al Maskan']);
    expect(select).toHaveDisplayValue('Total amount payable, highest first');
  });
});
