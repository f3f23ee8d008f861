import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import type { Scheduler } from '@/lib/after-paint';
import { OnePerTask } from './one-per-task';

describe('OnePerTask', () => {
  it('shows one more child per task, each mounted (its effects run) in a task of its own', async () => {
    const tasks: (() => void)[] = [];
    const scheduler = {
      setTimeout: (run: () => void) => tasks.push(run),
      requestAnimationFrame: () => 0,
    } as unknown as Scheduler;
    const mounted: string[] = [];
    function Part({ name }: { name: string }) {
      useEffect(() => void mounted.push(name), [name]);
      return <p>{name}</p>;
    }
    const view = render(
      <OnePerTask scheduler={scheduler}>
        <Part name="updates" />
        <Part name="timeout" />
        <Part name="chat" />
      </OnePerTask>,
    );
    expect(mounted).toEqual(['updates']);
    await act(async () => tasks.shift()?.());
    expect(mounted).toEqual(['updates', 'timeout']);
    await act(async () => tasks.shift()?.());
    expect(mounted).toEqual(['updates', 'timeout', 'chat']);
    expect(view.container.textContent).toBe('updatestimeoutchat');
    expect(tasks).toHaveLength(0);
  });
});
