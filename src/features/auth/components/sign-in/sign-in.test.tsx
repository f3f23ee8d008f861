import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getCheckAuthenticatedQueryKey } from '@generated/api/auth/auth';
import type { AuthStatus } from '@generated/model';
import { renderApp } from '@/testing/render';
import { server } from '../../../../../mocks/node';
import { SignIn } from './sign-in';

afterEach(() => sessionStorage.clear());

async function renderSignIn(locale: 'ar' | 'en' = 'en') {
  const view = await renderApp(<SignIn />, { path: '/sign-in?from=%2Fen%2Faccount', locale });
  await screen.findByRole('textbox', { name: /mobile number or national id|رقم الجوال/i });
  return view;
}

async function requestCode(view: Awaited<ReturnType<typeof renderSignIn>>, login: string) {
  await view.user.type(
    screen.getByRole('textbox', { name: /mobile number or national id/i }),
    login,
  );
  await view.user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByRole('textbox', { name: /verification code/i });
}

describe('SignIn', { timeout: 30_000 }, () => {
  it('takes an Arabic-Indic phone, keeps from, and signs in with a pasted code', async () => {
    const view = await renderSignIn();
    const code = await requestCode(view, '٠٥٠٠٠٠٠٠٠١');
    expect(view.location()).toBe('/en/sign-in?from=%2Fen%2Faccount&step=code');
    expect(screen.getByText(/05\*+01/)).toBeInTheDocument();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent(/request a new code in 0:\d\d/);

    await view.user.paste('١ ٢ ٣ ٤ ٥ ٦');
    await waitFor(() =>
      expect(
        view.queryClient.getQueryData<AuthStatus>(getCheckAuthenticatedQueryKey()),
      ).toMatchObject({
        authenticated: true,
        profile: { national_id: '1000000008' },
      }),
    );
    expect(sessionStorage.length).toBe(0);
  });

  it('says how many attempts are left, then that the code is void, keeping what was typed', async () => {
    const view = await renderSignIn();
    const code = await requestCode(view, '1000000008');
    for (const [wrong, left] of [
      ['111111', /2 attempts left/],
      ['222222', /1 attempt left/],
      ['333333', /No attempts/],
    ] as const) {
      await view.user.clear(code);
      await view.user.type(code, wrong);
      await view.user.click(screen.getByRole('button', { name: 'Verify' }));
      await screen.findByText(left);
      expect(code).toHaveValue(wrong);
      expect(code).toHaveAttribute('aria-invalid', 'true');
    }
    await view.user.clear(code);
    await view.user.type(code, '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Too many incorrect codes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it('checks the login before calling the server and shows the server codes at the field', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/customer/api/v1/sign-in')) calls += 1;
    });
    const view = await renderSignIn();
    const login = screen.getByRole('textbox', { name: /mobile number or national id/i });
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Please enter your mobile number or national ID.'),
    ).toBeInTheDocument();
    await view.user.type(login, '12345');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(login).toHaveAccessibleDescription(
      /Please enter a Saudi mobile number such as 05XXXXXXXX, or a 10-digit national ID or iqama number\./,
    );
    await view.user.clear(login);
    await view.user.type(login, '1000000009');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/valid national ID/)).toBeInTheDocument();
    expect(calls).toBe(0);

    await view.user.clear(login);
    await view.user.type(login, '0555555555');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/not registered with us/)).toBeInTheDocument();
    expect(login).toHaveValue('0555555555');
    expect(login).toHaveAccessibleDescription(/not registered with us/);
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });

  it('asks for the mobile number or national ID in Arabic too', async () => {
    const view = await renderSignIn('ar');
    await view.user.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    expect(
      await screen.findByText('يُرجى إدخال رقم الجوال أو رقم الهوية الوطنية.'),
    ).toBeInTheDocument();
  });

  it('tells the customer what to do when the code step has no flow (a new tab)', async () => {
    await renderApp(<SignIn />, { path: '/sign-in?step=code', locale: 'ar' });
    expect(await screen.findByText(/لم نعثر على جلسة التحقق/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /رقم الجوال أو رقم الهوية/ })).toBeInTheDocument();
  });
});
