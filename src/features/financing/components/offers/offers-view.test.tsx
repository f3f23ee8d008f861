import { screen, within } from '@testing-library/react';
import { delay } from 'msw';
import {
  getGetFinancingRequestMockHandler,
  getListFinancingOffersMockHandler,
} from '@generated/api/financing/financing.msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { financingRequests } from '../../../../../mocks/db/financing';
import { BANKS } from '../../../../../mocks/db/banks';
import { clock } from '../../../../../mocks/lib/clock';
import { server } from '../../../../../mocks/node';
import { signInForTest } from '../../../../../mocks/testing/page-session';
import { answerOperation } from '@/testing/operation';
import { renderApp } from '@/testing/render';
import { OffersView } from './offers-view';

/** A bank's name in either language (the names are the mock's data, in the API's language). */
const BANK_NAMES = BANKS.map((bank) => new RegExp(`${bank.name.ar}|${bank.name.en}`));

async function renderOffers() {
  signInForTest();
  const view = await renderApp(<OffersView requestId={55} />, {
    locale: 'en',
    path: '/financing-requests/55/offers',
  });
  await screen.findByRole('table', { name: 'Compare the offers' });
  return view;
}

/** The banks of the rows, top to bottom, by id. */
const order = () =>
  screen
    .getAllByRole('rowheader')
    .map((cell) => BANK_NAMES.findIndex((name) => name.test(cell.textContent ?? '')) + 1);

/** The banks of the phone's cards, top to bottom, by id. */
const cardOrder = () =>
  within(screen.getByRole('list', { name: 'Compare the offers' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => BANK_NAMES.findIndex((name) => name.test(heading.textContent ?? '')) + 1);

const row = (bankId: number) =>
  within(screen.getByRole('rowheader', { name: BANK_NAMES[bankId - 1] }).closest('tr')!);

/** A sortable column's heading (its arrow is hidden from the name; aria-sort tells the order). */
const header = (name: string) => screen.getByRole('button', { name }).closest('th')!;

/** The seeded offers of request 55 (mocks/db/financing/seed.ts), as the mock holds them. */
const offers = () => financingRequests.get(55)!.offers;

describe('OffersView', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs: open and close them as a browser would, without the top layer.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    };
  });

  it('lists the cheapest total first, then sorts by a column and turns it around', async () => {
    const { user } = await renderOffers();
    const byTotal = [...offers()].sort((a, b) => a.totalCost - b.totalCost);
    expect(order()).toEqual(byTotal.map((offer) => offer.bankId));
    expect(header('Total amount payable')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: /^Monthly installment/ }));
    const byInstallment = [...offers()].sort((a, b) => a.installment - b.installment);
    expect(order()).toEqual(byInstallment.map((offer) => offer.bankId));
    expect(header('Monthly installment')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Total amount payable')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: /^Monthly installment/ }));
    expect(order()).toEqual(byInstallment.map((offer) => offer.bankId).reverse());
    expect(header('Monthly installment')).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: /^APR/ }));
    const byApr = [...offers()].sort((a, b) => a.apr - b.apr || a.totalCost - b.totalCost);
    expect(order()).toEqual(byApr.map((offer) => offer.bankId));
  });

  it("sorts the table and the phone's cards as one: a heading sets the select and back", async () => {
    const { user } = await renderOffers();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    await user.click(screen.getByRole('button', { name: /^APR/ }));
    expect(select).toHaveDisplayValue('APR, lowest first');

    await user.selectOptions(select, 'Monthly installment, highest first');
    const byInstallment = [...offers()].sort((a, b) => a.installment - b.installment);
    const expected = byInstallment.map((offer) => offer.bankId).reverse();
    expect(order()).toEqual(expected);
    expect(cardOrder()).toEqual(expected);
    expect(header('Monthly installment')).toHaveAttribute('aria-sort', 'descending');
  });

  it('marks the expired offer, which cannot be chosen, and the cheapest of the others', async () => {
    await renderOffers();
    const expired = row(4);
    expect(expired.getByText('Expired: it can no longer be chosen')).toBeInTheDocument();
    expect(expired.queryByRole('button', { name: 'Choose this offer' })).toBeNull();
    expect(expired.queryByText('Lowest total cost')).toBeNull();

    const open = offers().filter((offer) => offer.bankId !== 4);
    const cheapest = open.reduce((a, b) => (b.totalCost < a.totalCost ? b : a));
    const lowest = open.reduce((a, b) => (b.installment < a.installment ? b : a));
    expect(row(cheapest.bankId).getByText('Lowest total cost')).toBeInTheDocument();
    expect(row(lowest.bankId).getByText('Lowest installment')).toBeInTheDocument();
    // Once in the table (the phone's cards repeat it, hidden by CSS that jsdom does not apply).
    const table = within(screen.getByRole('table'));
    expect(table.getAllByText('Lowest total cost')).toHaveLength(1);
    expect(table.getAllByText('Lowest installment')).toHaveLength(1);
    for (const offer of open) {
      const cells = row(offer.bankId);
      expect(cells.getByRole('button', { name: 'Choose this offer' })).toBeInTheDocument();
      expect(cells.getByText(/^ends in \d+ days$/)).toBeInTheDocument();
    }
  });

  it('asks before choosing, says what happens next, and sends the choice', async () => {
    const { user, location } = await renderOffers();
    await user.click(row(1).getByRole('button', { name: 'Choose this offer' }));
    const dialog = within(screen.getByRole('dialog', { name: /^Choose the offer of/ }));
    expect(
      dialog.getByText(/What happens next: the bank reviews your application/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Not now' }));
    expect(financingRequests.get(55)!.status).toBe('prepared');

    await user.click(row(1).getByRole('button', { name: 'Choose this offer' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and send' }));
    await expect.poll(() => financingRequests.get(55)!.status).toBe('submitted');
    const chosen = offers().find((offer) => offer.bankId === 1)!;
    expect(financingRequests.get(55)!.chosenOfferId).toBe(chosen.id);
    await expect.poll(location).toBe('/en/financing-requests/55');
  });

  it('shows the refusal when the offer expired while the dialog was open', async () => {
    const { user } = await renderOffers();
    await user.click(row(1).getByRole('button', { name: 'Choose this offer' }));
    // The offer lapses at the bank meanwhile (as if the page had stayed open past its validity).
    offers().find((offer) => offer.bankId === 1)!.validUntil = clock.now() - 1;
    await user.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(
      await screen.findByText(/This offer has expired\. Please choose another offer/),
    ).toBeInTheDocument();
    expect(financingRequests.get(55)!.status).toBe('prepared');
  });

  it('explains the page while the offers load, the number a hidden placeholder until it arrives', async () => {
    signInForTest();
    server.use(answerOperation(getListFinancingOffersMockHandler, () => delay('infinite')));
    await renderApp(<OffersView requestId={55} />, {
      locale: 'en',
      path: '/financing-requests/55/offers',
    });
    expect(screen.getByText(/^Sort the offers by the monthly installment/)).toBeInTheDocument();
    const intro = await screen.findByText(/^Offers prepared for request FR-\d{4}-\d{6}\./);
    expect(intro).not.toHaveTextContent('FR-0000-000000');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('paints the explanation before any data, with the number as a hidden stand-in', async () => {
    signInForTest();
    server.use(answerOperation(getGetFinancingRequestMockHandler, () => delay('infinite')));
    await renderApp(<OffersView requestId={55} />, {
      locale: 'en',
      path: '/financing-requests/55/offers',
    });
    const standIn = screen.getByText('FR-0000-000000');
    expect(standIn).toHaveAttribute('aria-hidden', 'true');
    expect(standIn.closest('p')).toHaveTextContent(/^Offers prepared for request FR-0000-000000\./);
  });
});
