import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { useFormatDateTime } from './date-time';

const PAID_AT = '2025-03-10T13:05:00Z';

function Times() {
  const dateTime = useFormatDateTime();
  return (
    <ul>
      <li>{dateTime(PAID_AT, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })}</li>
      <li>{dateTime(PAID_AT, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })}</li>
    </ul>
  );
}

const texts = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useFormatDateTime', () => {
  it('keeps an Arabic time with its day period, so "م" never starts a line alone', async () => {
    await renderApp(<Times />, { session: false });
    expect(texts()).toEqual(['10 مارس 2025 في 1:05\u00a0م', '1:05\u00a0م']);
  });

  it('keeps an English time with AM or PM', async () => {
    await renderApp(<Times />, { session: false, locale: 'en' });
    expect(texts()).toEqual(['March 10, 2025 at 1:05\u00a0PM', '1:05\u00a0PM']);
  });
});

function PaidAt() {
  return <p>{useFormatDateTime()(PAID_AT)}</p>;
}

describe('a time of day', () => {
  it("is Riyadh's whatever the process's time zone, so the server's page and the browser's agree", async () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        process.env.TZ = tz;
        const { unmount } = await renderApp(<PaidAt />, { session: false, locale: 'en' });
        expect(screen.getByText(/2025/).textContent, tz).toBe('Mar 10, 2025, 4:05\u00a0PM');
        unmount();
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
