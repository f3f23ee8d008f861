import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@/i18n/locale-provider';
import type { Locale } from '@/i18n/locale';
import { readCookie } from '@/lib/http/cookies';
import { createQueryClient } from '@/lib/http/react-query';
import { theme } from '@/styles/theme';
import { server } from '../../../mocks/node';
import ScenarioSwitcher from './scenario-switcher';

async function renderSwitcher(locale: Locale) {
  await act(async () => {
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={createQueryClient()}>
          <Suspense fallback={null}>
            <LocaleProvider locale={locale}>
              <ScenarioSwitcher />
            </LocaleProvider>
          </Suspense>
        </QueryClientProvider>
      </ThemeProvider>,
    );
  });
}

describe('ScenarioSwitcher (development only)', () => {
  it("lists the mock's scenarios and switches them with the mock_scenario cookie", async () => {
    await renderSwitcher('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Mock backend' }));
    const expired = await screen.findByRole('checkbox', { name: 'Session expired (401)' });
    await userEvent.click(expired);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Slow network' }));
    expect(readCookie('mock_scenario')).toBe('session-expired,slow-network');
    await userEvent.click(expired);
    expect(readCookie('mock_scenario')).toBe('slow-network');
    await userEvent.click(screen.getByRole('button', { name: 'Turn all off' }));
    expect(readCookie('mock_scenario')).toBeUndefined();
    expect(screen.getByRole('checkbox', { name: 'Slow network' })).not.toBeChecked();
  });

  it('resets the mock data', async () => {
    let resets = 0;
    server.use(
      http.post('*/__mock/reset', () => {
        resets += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderSwitcher('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Mock backend' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset mock data' }));
    expect(await screen.findByText('The mock data is back to its seed.')).toBeInTheDocument();
    expect(resets).toBe(1);
  });

  it('speaks Arabic and says when the mock does not answer', async () => {
    server.use(http.get('*/__mock/scenarios', () => HttpResponse.json({}, { status: 500 })));
    await renderSwitcher('ar');
    await userEvent.click(await screen.findByRole('button', { name: 'الخادم التجريبي' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('لم يستجب الخادم التجريبي.');
    expect(screen.getByRole('heading', { name: 'سيناريوهات الخادم التجريبي' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('checkbox')).toHaveLength(0));
  });
});
