import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetFinancingRequestResponseMock } from '@generated/api/financing/financing.msw';
import type { FinancingRequest, FinancingTimelineEvent } from '@generated/model';
import { renderApp } from '@/testing/render';
import { StatusTimeline } from './status-timeline';

const at = (day: number) => `2025-03-0${day}T10:00:00Z`;
const request = (
  status: FinancingRequest['status'],
  timeline: FinancingTimelineEvent[],
): FinancingRequest => ({ ...getGetFinancingRequestResponseMock(), status, timeline });

/** Each step's name and state, top to bottom. */
async function steps(value: FinancingRequest, extra?: React.ReactNode) {
  const view = await renderApp(
    <>
      <StatusTimeline request={value} />
      {extra}
    </>,
    { locale: 'en', session: false },
  );
  const list = screen.getByRole('list', { name: 'Request progress' });
  const items = within(list)
    .getAllByRole('listitem')
    .map((item) => [
      item.firstChild?.textContent,
      item.getAttribute('data-state'),
      item.getAttribute('aria-current'),
    ]);
  return { ...view, items };
}

describe('StatusTimeline', () => {
  it('shows every step ahead, none current, before the request is sent', async () => {
    const { items } = await steps(request('filled', []));
    expect(items).toEqual([
      ['Sent for offers', 'upcoming', null],
      ['Offers ready', 'upcoming', null],
      ['Offer chosen and sent to the bank', 'upcoming', null],
      ['Under review by the bank', 'upcoming', null],
      ['Bank decision', 'upcoming', null],
    ]);
  });

  it('marks what happened with its time, the last step current, then what comes next', async () => {
    const { items } = await steps(
      request('prepared', [
        { event: 'submitted', at: at(4) },
        { event: 'offers_ready', at: at(5) },
      ]),
    );
    expect(items).toEqual([
      ['Sent for offers', 'done', null],
      ['Offers ready', 'current', 'step'],
      ['Offer chosen and sent to the bank', 'upcoming', null],
      ['Under review by the bank', 'upcoming', null],
      ['Bank decision', 'upcoming', null],
    ]);
    const times = [...document.querySelectorAll('li time')];
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual([at(4), at(5)]);
    expect(times[1]).toHaveTextContent(/Mar \d, 2025/);
    // The day period stays with its time: never "AM" or "PM" alone on a line.
    expect(times[1]?.textContent).toMatch(/\d\u00a0[AP]M$/);
  });

  it('ends at the decision or the cancellation, with nothing after it', async () => {
    const approved = await steps(
      request('approved', [
        { event: 'submitted', at: at(1) },
        { event: 'offers_ready', at: at(2) },
        { event: 'offer_chosen', at: at(3) },
        { event: 'under_review', at: at(4) },
        { event: 'approved', at: at(5) },
      ]),
    );
    expect(approved.items.map(([, state]) => state)).toEqual(Array(5).fill('done'));
    expect(approved.items.at(-1)?.[0]).toBe('Approved');
    approved.unmount();
    const canceled = await steps(request('canceled', [{ event: 'canceled', at: at(1) }]));
    expect(canceled.items).toEqual([['Cancelled', 'done', null]]);
  });

  it('links a documents request straight to that document and puts the focus on it', async () => {
    const { user, items } = await steps(
      request('filled', [
        { event: 'submitted', at: at(4) },
        { event: 'documents_requested', at: at(5), document_kind: 'bank_statements' },
      ]),
      <section id="document-bank_statements" tabIndex={-1}>
        statements
      </section>,
    );
    expect(items[1]).toEqual(['Documents requested', 'current', 'step']);
    const link = screen.getByRole('link', { name: /Upload the .*bank statements.* again/i });
    expect(link).toHaveAttribute('href', '#document-bank_statements');
    await user.click(link);
    expect(document.getElementById('document-bank_statements')).toHaveFocus();
  });
});
