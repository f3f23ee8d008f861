import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getConfirmAccountDeletionMockHandler400,
  getGetAccountDeletionMockHandler,
  getStartAccountDeletionMockHandler,
} from '@generated/api/privacy/privacy.msw';
import type { AccountDeletionCheck } from '@generated/model';
import { renderApp } from '@/testing/render';
import { server } from '../../../../mocks/node';
import { AccountDeletion } from './account-deletion';

const retained = [
  { kind: 'payments', years: 10 },
  { kind: 'invoices', years: 6 },
] as const;

function answerCheck(check: AccountDeletionCheck) {
  server.use(getGetAccountDeletionMockHandler(check));
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-csrf; Path=/';
});

describe('AccountDeletion', { timeout: 30_000 }, () => {
  it('names what blocks the deletion, with links, and offers no way to delete', async () => {
    answerCheck({
      retained: [...retained],
      blockers: [
        { kind: 'reservation', id: 381, number: 'RSV-2025-000381', status: 'confirmed' },
        { kind: 'financing_request', id: 55, number: 'FR-2025-000055', status: 'prepared' },
      ],
    });
    await renderApp(<AccountDeletion />, { locale: 'en' });
    expect(await screen.findByText(/You cannot delete your account yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Reservation RSV-2025-000381/ })).toHaveAttribute(
      'href',
      '/en/account/reservations',
    );
    expect(screen.getByRole('link', { name: /Financing request FR-2025-000055/ })).toHaveAttribute(
      'href',
      '/en/financing-requests/55',
    );
    expect(
      screen.getByText(
        'Payment records are kept for 10 years, as the law requires, without your name.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it.each(['ar', 'en'] as const)(
    'says what is erased (the uploaded documents too), what is kept and for how long (%s)',
    async (locale) => {
      answerCheck({ retained: [...retained], blockers: [] });
      await renderApp(<AccountDeletion />, { locale });
      const text = {
        en: {
          erased: /financing requests with every document you uploaded to them/,
          leads: /advertiser’s report keeps that a visitor tapped, without your name/,
          kept: 'Tax invoices are kept for 6 years, as the law requires, without your name.',
        },
        ar: {
          erased: /طلبات التمويل مع كل مستند رفعته إليها/,
          leads: /دون اسمك أو رقم هويتك/,
          kept: 'نحتفظ بالفواتير الضريبية مدة 6 سنوات كما يقتضي النظام، دون اسمك.',
        },
      }[locale];
      const section = await screen.findByRole('region', { name: /Delete your account|حذف حسابك/ });
      expect(section).toHaveTextContent(text.erased);
      expect(section).toHaveTextContent(text.leads);
      expect(screen.getByText(text.kept)).toBeVisible();
    },
  );

  it('attack: a pasted code does not delete by itself, and a wrong code is refused at the field', async () => {
    answerCheck({ retained: [...retained], blockers: [] });
    let confirms = 0;
    server.use(
      getStartAccountDeletionMockHandler({
        sid: 'sid-1',
        valid_during_sec: 120,
        resend_after_sec: 30,
        masked_phone: '05******01',
      }),
      getConfirmAccountDeletionMockHandler400(() => {
        confirms += 1;
        return { errors: ['otp__invalid'], meta: { attempts_left: 2 } };
      }),
    );
    const view = await renderApp(<AccountDeletion />, { locale: 'en' });
    await view.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const code = await screen.findByLabelText(/Verification code/);
    await view.user.click(code);
    await view.user.paste('654321');
    expect(code).toHaveValue('654321');
    expect(confirms).toBe(0);
    await view.user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/2/));
    expect(confirms).toBe(1);
  });
});
