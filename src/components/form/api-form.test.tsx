import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
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

afterEach(() => {
  vi.useRealTimers();
});

describe('ApiForm', () => {
  it('counts down after a rate limit, the submit disabled, what was typed kept', async () => {
    vi.useFakeTimers({
      toFake: [
        'setInterval',
        'clearInterval',
        'Date',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    });
    const sent: Values[] = [];
    const refusal = new ApiError(429, ['action__limit_exceeded'], undefined, 125);
    const onSubmit = (values: Values) => {
      sent.push(values);
      return sent.length === 1 ? Promise.reject(refusal) : Promise.resolve();
    };
    const view = await renderApp(
      <ApiForm<Values> onSubmit={onSubmit} fields={['email']} submitLabel="Send">
        {() => <EmailField />}
      </ApiForm>,
      { session: false, locale: 'en' },
    );
    const email = screen.getByRole('textbox', { name: /Email address/ });
    await view.user.type(email, 'sara@example.com');
    const send = screen.getByRole('button', { name: 'Send' });
    await view.user.click(send);
    expect(await screen.findByRole('timer')).toHaveTextContent('You can try again in 2:05.');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many tries. Please try again later.');
    expect(screen.getByRole('alert')).not.toContainElement(screen.getByRole('timer'));
    expect(send).toBeDisabled();
    expect(email).toHaveValue('sara@example.com');
    screen.getByRole('button', { name: 'Send' }).closest('form')!.requestSubmit();
    expect(sent).toHaveLength(1);

    act(() => vi.advanceTimersByTime(125_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('You can try again now.')).toHaveAttribute('aria-live', 'polite');
    await view.user.click(send);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ email: 'sara@example.com' });
  });

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
