import { cleanup, screen, waitFor } from '@testing-library/react';
import {
  getCreateFeedbackMockHandler,
  getCreateFeedbackMockHandler400,
  getCreateFeedbackMockHandler403,
} from '@generated/api/requests/requests.msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '../../../../mocks/node';
import { contactDraft } from '../contact-draft';
import { ContactForm } from './contact-form';

const FRAUD_EMAIL = 'fraud@example.com';

async function fillIn(user: Awaited<ReturnType<typeof renderApp>>['user'], email: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: /سبب التواصل/ }), 'complaint');
  await user.type(screen.getByRole('textbox', { name: /الاسم الكامل/ }), 'سارة القحطاني');
  await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), email);
  await user.type(screen.getByRole('textbox', { name: /رقم الجوال/ }), '0551234567');
  await user.type(screen.getByRole('textbox', { name: /التفاصيل/ }), 'لم يصلني رد على طلبي.');
}

describe('ContactForm', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('asks a sender at fraud risk to sign in, back to the form, and restores what was typed', async () => {
    const { user } = await renderApp(<ContactForm />);
    await fillIn(user, FRAUD_EMAIL);
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('يُرجى تسجيل الدخول لإرسال رسالتك');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByRole('link', { name: 'سجّل الدخول وتابع' })).toHaveAttribute(
      'href',
      '/sign-in?from=%2Fcontact-us',
    );
    expect(contactDraft.read()).toMatchObject({ reason: 'complaint', email: FRAUD_EMAIL });

    cleanup();
    await renderApp(<ContactForm />);
    expect(screen.getByRole('textbox', { name: /التفاصيل/ })).toHaveValue('لم يصلني رد على طلبي.');
    expect(screen.getByRole('combobox', { name: /سبب التواصل/ })).toHaveValue('complaint');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links sign-in back to the English form in English', async () => {
    server.use(getCreateFeedbackMockHandler403({ errors: ['feedback__fraud_risk_high'] }));
    contactDraft.save({
      reason: 'bug',
      full_name: 'Sara Alqahtani',
      email: 'sara@example.com',
      phone_number: '0551234567',
      text: 'The map does not load.',
    });
    const { user } = await renderApp(<ContactForm />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('link', { name: 'Sign in and continue' })).toHaveAttribute(
      'href',
      '/en/sign-in?from=%2Fen%2Fcontact-us',
    );
  });

  it('sends the message once, shows the reference and forgets the draft', async () => {
    let calls = 0;
    server.use(
      getCreateFeedbackMockHandler(async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return { id: 5801, reference: 'FB-2026-005801' };
      }),
    );
    const { user } = await renderApp(<ContactForm />);
    await fillIn(user, 'sara@example.com');
    const send = screen.getByRole('button', { name: 'إرسال الرسالة' });
    await user.dblClick(send);
    await user.type(screen.getByRole('textbox', { name: /الاسم الكامل/ }), '{Enter}');
    expect(await screen.findByRole('heading', { name: 'تم إرسال رسالتك' })).toHaveFocus();
    expect(screen.getByText('FB-2026-005801')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(contactDraft.read()).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'إرسال طلب آخر' }));
    expect(screen.getByRole('textbox', { name: /التفاصيل/ })).toHaveValue('');
  });

  it('shows the server codes at their fields', async () => {
    server.use(getCreateFeedbackMockHandler400({ errors: ['text__invalid', 'email__invalid'] }));
    const { user } = await renderApp(<ContactForm />, { locale: 'en' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Reason/ }), 'other');
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Sara');
    await user.type(
      screen.getByRole('textbox', { name: /Email for our reply/ }),
      'sara@example.com',
    );
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0551234567');
    await user.type(screen.getByRole('textbox', { name: /Details/ }), 'Ten chars or more');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Your message must be between 10 and 2,000 characters.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: /Email for our reply/ }),
    ).toHaveAccessibleDescription('Please enter a valid email address.');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Email for our reply/ })).toHaveFocus(),
    );
  });
});
