import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { OfferTable } from './offer-table';

const table = (
  <OfferTable
    offers={[]}
    sort={{ key: 'total_cost', direction: 'ascending' }}
    onSort={() => {}}
    canChoose
    onChoose={() => {}}
    now={0}
  />
);

describe('OfferTable', () => {
  it('writes the fees cap of its footnote with the figures of the rest of the page', async () => {
    await renderApp(table, { session: false });
    const note = screen.getByText(/إجمالي المبلغ المستحق =/);
    expect(note.textContent).not.toMatch(/[\u0660-\u0669]/);
    expect(note).toHaveTextContent(/ 1[%٪] من مبلغ التمويل أو \W?5,000 ر\.س/);
  });

  it('writes the same footnote in English', async () => {
    await renderApp(table, { session: false, locale: 'en' });
    expect(screen.getByText(/^Total amount payable =/)).toHaveTextContent(
      /at most 1% of the loan amount or SAR\s5,000, whichever is less\.$/,
    );
  });
});
