import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getListFinancingOffersResponseMock } from '@generated/api/financing/financing.msw';
import type { FinancingOffer } from '@generated/model';
import { renderApp } from '@/testing/render';
import { OfferCard } from './offer-card';

const offer = (changes: Partial<FinancingOffer>): FinancingOffer => ({
  ...getListFinancingOffersResponseMock().results[0]!,
  is_chosen: false,
  bank: { id: 3, name: 'Example Bank' },
  ...changes,
});

describe('OfferCard', () => {
  it('cannot choose an expired offer and says so', async () => {
    await renderApp(
      <ul>
        <OfferCard
          offer={offer({ valid_until: '2020-01-01T00:00:00Z' })}
          canChoose
          onChoose={vi.fn()}
        />
      </ul>,
      { locale: 'en', session: false },
    );
    expect(screen.getByText('Expired: it can no longer be chosen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose this offer' })).toBeNull();
  });

  it('offers the choice of a valid offer, with its fees and first installment date', async () => {
    const onChoose = vi.fn();
    const valid = offer({
      valid_until: '2999-01-01T00:00:00Z',
      admin_fees: 1150,
      first_installment_date: '2025-05-27',
    });
    const { user } = await renderApp(
      <ul>
        <OfferCard offer={valid} canChoose onChoose={onChoose} />
      </ul>,
      { locale: 'en', session: false },
    );
    expect(screen.getByText('Administrative fees')).toBeInTheDocument();
    expect(screen.getByText('May 27, 2025')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose this offer' }));
    expect(onChoose).toHaveBeenCalledWith(valid);
  });
});
