import { render } from '@testing-library/react';
import { memo, useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useDeferredData } from './use-deferred-data';

describe('useDeferredData', () => {
  it('shows a new value in a render of its own, the page busy until then', () => {
    const seen: [string, string][] = [];
    const busy: boolean[] = [];
    const shownRenders: string[] = [];
    const Shown = memo(function Shown({ text }: { text: string }) {
      shownRenders.push(text);
      return <p>{text}</p>;
    });
    function Probe({ value }: { value: string }) {
      const shown = useDeferredData(value);
      seen.push([value, shown]);
      useLayoutEffect(() => {
        busy.push(document.documentElement.hasAttribute('data-api-busy'));
      });
      return <Shown text={shown} />;
    }

    const view = render(<Probe value="first" />);
    view.rerender(<Probe value="second" />);

    expect(seen).toEqual([
      ['first', 'first'],
      // The answer's own render keeps what is on screen: the costly part is not rendered again.
      ['second', 'first'],
      ['second', 'second'],
    ]);
    expect(shownRenders).toEqual(['first', 'second']);
    expect(busy).toEqual([false, true, false]);
    expect(view.container.textContent).toBe('second');
  });
});
