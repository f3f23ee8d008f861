import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getListFinancingRequestsMockHandler,
  getListFinancingRequestsResponseMock,
} from '@generated/api/financing/financing.msw';
import {
  getListReservationsMockHandler,
  getListReservationsResponseMock,
} from '@generated/api/reservations/reservations.msw';
import { FinancingRequestStatus, ReservationStatus } from '@generated/model';
import { renderApp } from '@/testing/render';
import { server } from '../../mocks/node';
import { FinancingRequestList } from './financing-request';
import { ReservationList } from './reservation';

describe('lists of records', { timeout: 30_000 }, () => {
  it('labels every financing request status and links each request to its page', async () => {
    const statuses = Object.values(FinancingRequestStatus);
    const base = getListFinancingRequestsResponseMock();
    const results = statuses.map((status, index) => ({
      ...base.results[0]!,
      id: index + 1,
      number: `FR-${index}`,
      status,
    }));
    server.use(
      getListFinancingRequestsMockHandler({
        count: results.length,
        page: 1,
        page_size: 10,
        results,
      }),
    );
    await renderApp(<FinancingRequestList />, { session: false, locale: 'en' });
    for (const label of [
      'Incomplete',
      'Complete',
      'Offers ready',
      'Sent to the bank',
      'Under review by the bank',
      'Approved',
      'Rejected',
      'Cancelled',
      'Expired',
    ]) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View request FR-0' })).toHaveAttribute(
      'href',
      '/en/financing-requests/1',
    );
  });

  it('labels every reservation status in Arabic, with the unit and, while unpaid, the payment', async () => {
    const base = getListReservationsResponseMock().results[0]!;
    const results = Object.values(ReservationStatus).map((status, index) => ({
      ...base,
      id: index + 1,
      number: `RSV-${index}`,
      status,
      refund: undefined,
      unit: { ...base.unit, id: 40 + index },
    }));
    server.use(
      getListReservationsMockHandler({ count: results.length, page: 1, page_size: 10, results }),
    );
    await renderApp(<ReservationList />, { session: false, locale: 'ar' });
    for (const label of [
      'بانتظار الدفع',
      'بانتظار التحويل البنكي',
      'تم طلب التمويل',
      'تمت الموافقة على التمويل',
      'تم رفض التمويل',
      'ملغى',
    ]) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'عرض الوحدة' })[0]).toHaveAttribute(
      'href',
      '/units/40',
    );
    expect(screen.getAllByRole('link', { name: 'إكمال الدفع' })).toHaveLength(2);
    expect(screen.getByText('الوقت المتبقي للدفع')).toBeInTheDocument();
    expect(screen.getByText('الوقت المتبقي للتحويل')).toBeInTheDocument();
    expect(screen.getAllByTestId('countdown')).toHaveLength(2);
  });

  it('shows the empty messages', async () => {
    server.use(
      getListFinancingRequestsMockHandler({ count: 0, page: 1, page_size: 10, results: [] }),
    );
    server.use(getListReservationsMockHandler({ count: 0, page: 1, page_size: 10, results: [] }));
    await renderApp(
      <>
        <FinancingRequestList />
        <ReservationList />
      </>,
      { session: false, locale: 'en' },
    );
    expect(await screen.findByText('You have no financing requests yet.')).toBeInTheDocument();
    expect(await screen.findByText('You have no reservations yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse units' })).toHaveAttribute('href', '/en/units');
  });
});
