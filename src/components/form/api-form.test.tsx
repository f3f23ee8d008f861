import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderApp } from '@/testing/render';
import { ApiForm } from './api-form';
import { EmailField, NationalIdField, PhoneField } from './person-fields';

type Values = { email?: string; phone_number?: string; national_id?: string };

function Subject({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  return (
    <ApiForm<Values> onSubmit={onSubmit} fields={['email', 'phone_number', 'national_id']}>
      {({ submitting }) => (
        <>
          <EmailField />
          <PhoneField />
          <NationalIdField />
          <button type="submit" disabled={submitting}>
            Send
          </button>
        </>
      )}
    </ApiForm>
  );
}

describe('ApiForm', () => {
  it('shows a code at its field, the rest above, keeps what was typed and focuses the field', async () => {
    const refusal = new ApiError(400, ['email__exists', 'action__limit_exceeded']);
    const view = await renderApp(<Subject onSubmit={() => Promise.reject(refusal)} />, {
      session: false,
      locale: 'en',
    });
    const email = screen.getByRole('textbox', { name: /Email address/ });
    await view.user.type(email, 'sara@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveValue('sara@example.com');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(/try/i);
  });

  it('sends once however often it is submitted, and reads Arabic-Indic digits', async () => {
    const sent: Values[] = [];
    let release = () => {};
    const onSubmit = (values: Values) => {
      sent.push(values);
      return new Promise<void>((resolve) => (release = resolve));
    };
    const view = await renderApp(<Subject onSubmit={onSubmit} />, { session: false, locale: 'ar' });
    await view.user.type(screen.getByRole('textbox', { name: /رقم الهوية/ }), '١٠٠٠٠٠٠٠٠٨');
    await view.user.type(screen.getByRole('textbox', { name: /الجوال/ }), '٠٥٠٠٠٠٠٠٠١');
    const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
    form.requestSubmit();
    form.requestSubmit();
    release();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ national_id: '1000000008', phone_number: '0500000001' });
  });
});
