import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '../../../../../mocks/node';
import { SignUp } from './sign-up';

afterEach(() => sessionStorage.clear());

async function renderSignUp() {
  const view = await renderApp(<SignUp />, { path: '/sign-up', locale: 'en' });
  await screen.findByRole('textbox', { name: /national id or iqama/i });
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  const fill = async (id: string, phone: string, date?: [string, string, string]) => {
    await view.user.type(field(/national id or iqama/i), id);
    await view.user.type(field(/mobile number/i), phone);
    if (date) {
      await view.user.click(screen.getByRole('radio', { name: 'Gregorian' }));
      await view.user.type(field(/^day/i), date[0]);
      await view.user.selectOptions(screen.getByRole('combobox', { name: /month/i }), date[1]);
      await view.user.type(field(/^year/i), date[2]);
    }
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  };
  return { ...view, field, fill };
}

describe('SignUp details', { timeout: 60_000 }, () => {
  it('checks every field like the server before calling it', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/customer/api/v1/sign-up')) calls += 1;
    });
    const view = await renderSignUp();
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Please enter your national ID or Iqama number.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter your mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your date of birth.')).toBeInTheDocument();
    // Focus moves on the next animation frame, once the errors have rendered.
    await waitFor(() => expect(view.field(/national id or iqama/i)).toHaveFocus());

    await view.fill('1000000009', '+971501234567', ['1', '1', '2015']);
    expect(await screen.findByText(/valid national ID/)).toBeInTheDocument();
    expect(screen.getByText(/country code is not supported/)).toBeInTheDocument();
    expect(screen.getByText(/at least 18 years old/)).toBeInTheDocument();
    expect(calls).toBe(0);
    server.events.removeAllListeners();
  });

  it('shows each refusal of the identity registry at its field, keeping what was typed', async () => {
    const view = await renderSignUp();
    await view.fill('1000000016', '0555555555', ['14', '5', '1990']);
    expect(await screen.findByText(/not linked to this ID/)).toBeInTheDocument();
    expect(view.field(/mobile number/i)).toHaveAccessibleDescription(/not linked to this ID/);
    expect(view.field(/mobile number/i)).toHaveValue('0555555555');
  });

  it('says an ID or mobile is registered only once the code is verified, and offers sign-in', async () => {
    const view = await renderSignUp();
    await view.fill('1000000008', '0500000001', ['14', '5', '1990']);
    const code = await screen.findByRole('textbox', { name: /verification code/i });
    await view.user.type(code, '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/ID number is already registered/)).toBeInTheDocument();
    expect(screen.getByText(/mobile number is already registered/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/sign-in');
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
  });

  it('converts the date between calendars and keeps the wizard, never the code, in the tab', async () => {
    const view = await renderSignUp();
    await view.user.type(view.field(/national id or iqama/i), '1000000065');
    await view.user.type(view.field(/mobile number/i), '٠٥٥٥٥٥٥٥٥٥');
    await view.user.type(view.field(/^day/i), '19');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /month/i }), '10');
    await view.user.type(view.field(/^year/i), '1410');
    expect(screen.getByTestId('birthday-other-calendar')).toHaveTextContent(/1990/);
    await view.user.click(screen.getByRole('radio', { name: 'Gregorian' }));
    expect(view.field(/^day/i)).toHaveValue('14');
    expect(view.field(/^year/i)).toHaveValue('1990');
    await view.user.click(screen.getByRole('radio', { name: 'Hijri' }));

    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByRole('textbox', { name: /verification code/i });
    expect(view.location()).toBe('/en/sign-up?step=code');
    expect(
      within(screen.getByRole('list', { name: 'Sign-up steps' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    await view.user.type(code, '98');
    const stored = Object.values({ ...sessionStorage }).join(' ');
    expect(stored).toContain('1000000065');
    expect(stored).toContain('"calendar":"hijri"');
    expect(stored).toContain('"sid"');
    expect(stored).not.toContain('98"');
  });
});
