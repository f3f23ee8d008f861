import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { forgetKeptForms } from '@/lib/session/kept-forms';
import { useSessionIfProvided } from '@/lib/session/session';
import { renderApp } from '@/testing/render';
import { answerSession, testCustomer } from '@/testing/session';
import { ApiForm } from './api-form';
import { EmailField } from './person-fields';

type Values = { email?: string };

function Subject({ error }: { error?: ApiError }) {
  return (
    <>
      <p>{useSessionIfProvided().status}</p>
      <ApiForm<Values>
        onSubmit={() => (error ? Promise.reject(error) : Promise.resolve())}
        fields={['email']}
        labelledBy="email-heading"
        initialValues={{ email: 'old@example.com' }}
      >
        {() => (
          <>
            <h2 id="email-heading">Email</h2>
            <EmailField />
            <button type="submit">Send</button>
          </>
        )}
      </ApiForm>
    </>
  );
}

/** A customer types into the form at this path and submits; the answer is `error`. */
async function submitTyped(error: ApiError, path = '/account/email') {
  answerSession(true);
  const view = await renderApp(<Subject error={error} />, { path, locale: 'en' });
  await screen.findByText('authenticated');
  const email = await screen.findByRole('textbox', { name: /Email address/ });
  await view.user.clear(email);
  await view.user.type(email, 'new@example.com');
  await view.user.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByRole('alert');
  view.unmount();
}

/** The form as it starts after signing in again (as `customer`) at `path`. */
async function formAfterSignIn(path = '/account/email', customer = testCustomer) {
  answerSession(true, customer);
  const view = await renderApp(<Subject />, { path, locale: 'en' });
  await screen.findByText('authenticated');
  const value = (
    (await screen.findByRole('textbox', { name: /Email address/ })) as HTMLInputElement
  ).value;
  view.unmount();
  return value;
}

const expired = new ApiError(401, ['authentication__required']);

afterEach(() => {
  forgetKeptForms();
});

describe('a form through an expired session', () => {
  it('starts from what was typed back at its place, once, and stores nothing', async () => {
    await submitTyped(expired);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(await formAfterSignIn()).toBe('new@example.com');
    expect(await formAfterSignIn()).toBe('old@example.com');
  });

  it('is not given to another customer who signs in, nor to another page', async () => {
    await submitTyped(expired);
    expect(await formAfterSignIn('/account/other')).toBe('old@example.com');
    const other = { ...testCustomer, national_id: '1000000008' };
    expect(await formAfterSignIn('/account/email', other)).toBe('old@example.com');
    expect(await formAfterSignIn()).toBe('old@example.com');
  });

  it('keeps nothing on any other refusal', async () => {
    await submitTyped(new ApiError(429, ['action__limit_exceeded']));
    expect(await formAfterSignIn()).toBe('old@example.com');
  });
});
