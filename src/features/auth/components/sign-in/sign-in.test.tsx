import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCheckAuthenticatedQueryKey } from '@generated/api/auth/auth';
import {
  getResendOtpMockHandler,
  getSignInMockHandler,
  getVerifySignInOtpMockHandler,
} from '@generated/api/auth/auth.msw';
import type { AuthStatus } from '@generated/model';
import { answerOperation } from '@/testing/operation';
import { renderApp } from '@/testing/render';
import { server } from '../../../../../mocks/node';
import { SignIn } from './sign-in';

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

/**
 * The countdowns' clock (intervals and Date) is faked, and animation frames with it: jsdom's frame
 * loop started on a faked interval would stay stopped for the worker's next test files.
 */
const fakeClock = () =>
  vi.useFakeTimers({
    toFake: [
      'setInterval',
      'clearInterval',
      'Date',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });

const limited = (seconds: number, limit: string) =>
  HttpResponse.json(
    { errors: ['action__limit_exceeded'], meta: { limit } },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );

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

    expect(screen.queryByText(/not registered with us/)).toBeNull();
    server.events.removeAllListeners();
  });

  it.each([
    [
      'en',
      '1000000065',
      'If the ID 10******65 is registered with us, we have sent a 6-digit code by SMS to the mobile number registered for it.',
      'Create an account',
    ],
    [
      'en',
      '0555555555',
      'If the number 05******55 is registered with us, we have sent a 6-digit code to it by SMS.',
      'Create an account',
    ],
    [
      'ar',
      '1000000065',
      'إذا كان رقم الهوية 10******65 مسجّلًا لدينا، فقد أرسلنا رمزًا من 6 أرقام برسالة نصية إلى رقم الجوال المسجّل له.',
      'إنشاء حساب',
    ],
  ] as const)(
    'words the code step true whether the login is registered or not (%s, %s)',
    async (locale, login, sent, signUp) => {
      const view = await renderSignIn(locale);
      await view.user.type(
        screen.getByRole('textbox', { name: /mobile number or national id|رقم الجوال/i }),
        login,
      );
      await view.user.click(screen.getByRole('button', { name: /Send code|إرسال الرمز/ }));
      const said = await screen.findByText(
        (_, node) => node?.tagName === 'P' && node.textContent === sent,
      );
      expect(said.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
      expect(screen.queryByText(/not registered|غير مسجّل/)).toBeNull();
      expect(screen.getByRole('link', { name: signUp })).toHaveAttribute(
        'href',
        locale === 'en' ? '/en/sign-up' : '/sign-up',
      );
    },
  );

  it('counts down after too many codes, the button disabled and the login kept', async () => {
    fakeClock();
    server.use(answerOperation(getSignInMockHandler, () => limited(90, 'login')));
    const view = await renderSignIn();
    const login = screen.getByRole('textbox', { name: /mobile number or national id/i });
    await view.user.type(login, '0500000001');
    const send = screen.getByRole('button', { name: 'Send code' });
    await view.user.click(send);
    expect(await screen.findByRole('timer')).toHaveTextContent('You can try again in 1:30.');
    expect(screen.getByText('You can try again in 2 minutes.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/Too many tries/);
    expect(send).toBeDisabled();
    expect(login).toHaveValue('0500000001');
    act(() => vi.advanceTimersByTime(90_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(send).toBeEnabled();
    expect(screen.getByText('You can try again now.')).toBeInTheDocument();
  });

  it('keeps the code usable when a new code is refused for now, counting down to the next', async () => {
    fakeClock();
    server.use(answerOperation(getResendOtpMockHandler, () => limited(600, 'login')));
    const view = await renderSignIn();
    const code = await requestCode(view, '0500000001');
    act(() => vi.advanceTimersByTime(31_000));
    await view.user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/Too many tries/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('You can request a new code in 10:00.');
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    expect(code).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(600_000));
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });

  it('counts down after too many wrong codes for the login', async () => {
    fakeClock();
    server.use(answerOperation(getVerifySignInOtpMockHandler, () => limited(3000, 'login')));
    const view = await renderSignIn();
    const code = await requestCode(view, '0500000001');
    await view.user.type(code, '111111');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Too many incorrect codes/)).toBeInTheDocument();
    const timer = screen
      .getAllByRole('timer')
      .find((each) => /try again/.test(each.textContent ?? ''));
    expect(timer).toHaveTextContent('You can try again in 50:00.');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(code).toHaveValue('111111');
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

  it("keeps the save a guest's heart sent before the app ran, says so, and ignores any other value", async () => {
    const first = await renderApp(<SignIn />, {
      path: '/sign-in?from=%2Fen%2Funits%2F501&save=unit-501',
      locale: 'en',
    });
    expect(await screen.findByText(/Sign in to save homes/)).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('pending-save')).toContain('"id":501'));
    first.unmount();
    for (const save of [
      'agency-1',
      'unit-0',
      'unit-1e3',
      '<script>',
      'unit-501&x',
      'unit-99999999999',
    ]) {
      sessionStorage.clear();
      const view = await renderApp(<SignIn />, {
        path: `/sign-in?save=${encodeURIComponent(save)}`,
        locale: 'en',
      });
      await screen.findByRole('textbox', { name: /mobile number or national id/i });
      expect(screen.queryByText(/Sign in to save homes/), save).toBeNull();
      expect(sessionStorage.getItem('pending-save'), save).toBeNull();
      view.unmount();
    }
  });
});
