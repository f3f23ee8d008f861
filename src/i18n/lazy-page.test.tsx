import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
