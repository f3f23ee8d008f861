import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getCancelReservationMockHandler,
  getGetReservationMockHandler,
  getGetReservationResponseMock,
} from '@generated/api/reservations/reservations.msw';
import type { Reservation } from '@generated/model';
import { renderApp } from '@/testing/render';
import { server } from '../../../../mocks/node';
import { ReservationDetail } from './reservation-detail';

const HOUR = 3_600_000;
const later = (ms: number) => new Date(Date.now() + ms).toISOString();
const base = getGetReservationResponseMock({ id: 7, number: 'RSV-2026-000007' });
const unpaid = {
  payment: undefined,
  invoice: undefined,
  refund: undefined,
  bank_transfer: undefined,
};
const transfer = {
  iban: 'SA0380000000608010167519',
  beneficiary_name: 'بيتك — حساب الحجوزات',
  bank_name: 'مصرف الراجحي',
  amount: 5000,
  reference: 'RSV-2026-000007',
  deadline: later(2 * HOUR),
};
const paid = {
  payment: { amount: 5000, paid_amount: 5000, paid_at: later(-HOUR), transaction_number: 'TX1' },
  invoice: {
    ...base.invoice!,
    number: 'INV-2026-000001',
    url: '/customer/api/v1/reservations/7/invoice',
  },
};

const STATES: Record<string, Partial<Reservation>> = {
  created: { ...unpaid, status: 'created', can_cancel: true, reserved_till: later(HOUR / 2) },
  waiting_for_transfer: {
    ...unpaid,
    status: 'waiting_for_transfer',
    can_cancel: true,
    bank_transfer: transfer,
  },
  confirmed: { ...paid, status: 'confirmed', can_cancel: true, end_date: '2026-12-25' },
  expired: { ...unpaid, status: 'expired', can_cancel: false },
  canceled: { ...unpaid, status: 'canceled', can_cancel: false },
  refund_pending: {
    ...paid,
    status: 'canceled',
    can_cancel: false,
    refund: { amount: 5000, status: 'pending', requested_at: later(0), due_by: later(72 * HOUR) },
  },
  refunded: {
    ...paid,
    status: 'canceled',
    can_cancel: false,
    refund: {
      amount: 5000,
      status: 'refunded',
      requested_at: later(-72 * HOUR),
      due_by: later(0),
      refunded_at: later(0),
    },
  },
};

function answer(state: Partial<Reservation>) {
  server.use(getGetReservationMockHandler({ ...base, ...state }));
}

describe('a reservation page', { timeout: 30_000 }, () => {
  it.each([
    ['created', 'الوقت المتبقي للدفع', 'إكمال الدفع'],
    ['waiting_for_transfer', 'الوقت المتبقي للتحويل', 'أبلغنا بتحويلك'],
    ['expired', 'انتهت مهلة الدفع قبل سداد الرسوم', undefined],
    ['canceled', 'ألغيت هذا الحجز قبل الدفع', undefined],
    ['refund_pending', 'ملغى · الاسترداد قيد التنفيذ', undefined],
    ['refunded', 'تم الاسترداد', undefined],
  ])('shows %s in Arabic with its own text and next step', async (state, text, link) => {
    answer(STATES[state]!);
    await renderApp(<ReservationDetail reservationId={7} />, { locale: 'ar' });
    expect((await screen.findAllByText(text, { exact: false }))[0]).toBeInTheDocument();
    if (link)
      expect(screen.getByRole('link', { name: link })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/reservation-checkout\//),
      );
    expect(screen.queryByRole('button', { name: 'إلغاء الحجز' }) !== null).toBe(
      STATES[state]!.can_cancel,
    );
  });

  it('gives the transfer instructions from the reservation, the IBAN and reference isolated', async () => {
    answer(STATES.waiting_for_transfer!);
    await renderApp(<ReservationDetail reservationId={7} />, { locale: 'ar' });
    const iban = await screen.findByTestId('iban');
    expect(iban).toHaveTextContent('SA03 8000 0000 6080 1016 7519');
    expect(iban.tagName).toBe('BDI');
    expect(iban).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('reference')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('beneficiary')).toHaveTextContent('بيتك — حساب الحجوزات');
    expect(screen.getByText('مصرف الراجحي')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'نسخ رقم الآيبان' })).toBeInTheDocument();
    expect(screen.getByTestId('countdown').textContent).toMatch(/^(1:59:\d\d|2:00:00)$/);
  });

  it('links the invoice of a confirmed reservation in the page language', async () => {
    answer(STATES.confirmed!);
    await renderApp(<ReservationDetail reservationId={7} />, { locale: 'en' });
    const link = await screen.findByRole('link', {
      name: 'Download the invoice (INV-2026-000001)',
    });
    expect(link).toHaveAttribute('href', '/customer/api/v1/reservations/7/invoice?lang=en');
  });

  it('states the refund rule before cancelling, then shows the refund on its way', async () => {
    answer({
      ...STATES.confirmed!,
      cancellation: { refund_amount: 5000, refund_days: 3, full_refund_until: later(HOUR) },
    });
    server.use(getCancelReservationMockHandler({ ...base, ...STATES.refund_pending! }));
    const { user } = await renderApp(<ReservationDetail reservationId={7} />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
    // jsdom has no showModal: the dialog's content is rendered but not shown there.
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(
      within(dialog).getByText(
        /We refund SAR\s5,000 of the SAR\s5,000 you paid to your original payment method within 3 days\. The whole fee is refunded until/,
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Keep my reservation', hidden: true }),
    ).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it', hidden: true }));
    expect(await screen.findByText('Cancelled · refund on its way')).toBeInTheDocument();
    expect(
      screen.getByText(/is on its way back to your original payment method/),
    ).toBeInTheDocument();
  });

  it('shows a confirmed reservation with its period and invoice in Arabic', async () => {
    answer(STATES.confirmed!);
    await renderApp(<ReservationDetail reservationId={7} />, { locale: 'ar' });
    expect(await screen.findByText(/تم دفع الرسوم والوحدة محجوزة لك حتى/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /تنزيل الفاتورة|الفاتورة/ })).toHaveAttribute(
      'href',
      '/customer/api/v1/reservations/7/invoice?lang=ar',
    );
  });
});
