import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyOnVisible } from './lazy-on-visible';

const minHeightOf = (element: Element) => getComputedStyle(element).minHeight;

describe('LazyOnVisible', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the reserved height while the section far below is not rendered', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(
      <LazyOnVisible minHeight={420}>
        <p>Featured projects</p>
      </LazyOnVisible>,
    );
    expect(screen.queryByText('Featured projects')).toBeNull();
    expect(minHeightOf(container.firstElementChild!)).toBe('420px');
  });

  it('keeps it while the code of a section in view loads, then shows the section', async () => {
    let load: (module: { default: () => React.ReactNode }) => void = () => {};
    const Section = lazy(() => new Promise<{ default: () => React.ReactNode }>((r) => (load = r)));
    render(
      <LazyOnVisible minHeight={900}>
        <Section />
      </LazyOnVisible>,
    );
    expect(minHeightOf(screen.getByTestId('lazy-reserved'))).toBe('900px');
    await act(async () => load({ default: () => <p>The calculator</p> }));
    expect(await screen.findByText('The calculator')).toBeInTheDocument();
    expect(screen.queryByTestId('lazy-reserved')).toBeNull();
  });
});
