// A page opened right after the server's page was hydrated, before the rest of its messages came
// (they load once the browser is idle): it waits for them, and never shows a message's id.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, expect, it, vi } from 'vitest';

// Its own copy of the modules, left behind: files that run next in this worker load theirs.
afterAll(() => vi.resetModules());

it('a page opened once the first page is hydrated renders with its messages, not their ids', async () => {
  vi.resetModules();
  const messages = await import('@/i18n/load-messages');
  const { firstPageShown } = await import('./first-page');
  messages.takeServerMessages('ar', { 'common.brand': 'بيتك' });
  firstPageShown();
  const seen: (string | undefined)[] = [];
  const Page = () => {
    seen.push(messages.loadedMessages('ar')['catalogue.map.marker']);
    return <p>the page</p>;
  };
  const Lazy = messages.lazyPage(() => Promise.resolve({ default: Page })).page;
  render(
    <Suspense fallback={<p>loading</p>}>
      <Lazy />
    </Suspense>,
  );
  expect(await screen.findByText('the page')).toBeInTheDocument();
  expect(seen[0]).toBe('{title}، {price}');
});
