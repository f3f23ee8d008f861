import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './load-messages';

const Page = () => <p>the page</p>;

function renderInSuspense(Component: React.ComponentType) {
  const fallback = vi.fn(() => <p>loading</p>);
  const Fallback = fallback;
  render(
    <Suspense fallback={<Fallback />}>
      <Component />
    </Suspense>,
  );
  return fallback;
}

describe('lazyPage', () => {
  it('suspends while the page has not been loaded', async () => {
    const { page } = lazyPage(() => Promise.resolve({ default: Page }), []);
    const fallback = renderInSuspense(page);
    expect(fallback).toHaveBeenCalled();
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const { page, preload } = lazyPage(load, []);
    await act(() => preload());
    const fallback = renderInSuspense(page);
    expect(fallback).not.toHaveBeenCalled();
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('beyond the first screen, waits for the rest of the messages too', async () => {
    const { page, preload } = lazyPage(() => Promise.resolve({ default: Page }));
    await act(() => preload());
    const fallback = renderInSuspense(page);
    expect(fallback).not.toHaveBeenCalled();
    expect(screen.getByText('the page')).toBeInTheDocument();
  });
});

describe('after a page the server rendered', () => {
  // Its own copy of the module, left behind: files that run next in this worker load theirs.
  afterAll(() => vi.resetModules());

  it('a part shown once the page is the browser’s renders with its messages, not their ids', async () => {
    vi.resetModules();
    const messages = await import('./load-messages');
    messages.takeServerMessages('ar', { 'common.brand': 'بيتك' });
    messages.loadAfterHydration('ar', ['core']);
    const seen: (string | undefined)[] = [];
    const Part = () => {
      seen.push(messages.loadedMessages('ar')['catalogue.map.marker']);
      return <p>the part</p>;
    };
    renderInSuspense(messages.lazyWithMessages(() => Promise.resolve({ default: Part })));
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(seen[0]).toBe('{title}، {price}');
  });
});
