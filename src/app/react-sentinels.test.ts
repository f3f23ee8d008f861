import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { REACT_DOM_SENTINELS, withoutSentinelStacks } from '../../scripts/react-sentinels';

const NODE_MODULES = join(import.meta.dirname, '..', '..', 'node_modules');
const PRODUCTION: Record<string, string> = {
  react: 'react/cjs/react.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
};
const source = (name: string) => readFileSync(join(NODE_MODULES, PRODUCTION[name]!), 'utf8');

type Modules = Record<string, Record<string, unknown>>;

/** React's production builds, each run once, the client's code as given. */
function productionReact(client: string): Modules {
  const modules: Modules = {};
  const load = (name: string): Record<string, unknown> => {
    if (modules[name]) return modules[name];
    const module = { exports: {} as Record<string, unknown> };
    modules[name] = module.exports;
    const code = name === 'react-dom/client' ? client : source(name);
    new Function('exports', 'module', 'require', 'process', code)(module.exports, module, load, {
      env: { NODE_ENV: 'production' },
    });
    return (modules[name] = module.exports);
  };
  load('react-dom/client');
  return modules;
}

describe('react-dom without stacks for its sentinel errors (scripts/react-sentinels.ts)', () => {
  it('makes no error as it loads', () => {
    const { code, count } = withoutSentinelStacks(source('react-dom/client'));
    expect(count).toBe(REACT_DOM_SENTINELS);
    expect(code).not.toMatch(/Exception = Error\(/);
    const made = vi.fn();
    const TrackedError = new Proxy(Error, {
      apply: (...args) => (made(), Reflect.apply(...args)),
    });
    vi.stubGlobal('Error', TrackedError);
    try {
      productionReact(code);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(made).not.toHaveBeenCalled();
  });

  it('still suspends and renders: React recognises its sentinels', async () => {
    const { code } = withoutSentinelStacks(source('react-dom/client'));
    const modules = productionReact(code);
    const React = modules.react as typeof import('react');
    const { createRoot } = modules['react-dom/client'] as typeof import('react-dom/client');
    let resolve = (_text: string) => undefined as void;
    const text = new Promise<string>((done) => (resolve = done));
    const Later = () => React.createElement('p', null, React.use(text));
    const container = document.createElement('div');
    createRoot(container).render(
      React.createElement(React.Suspense, { fallback: 'waiting' }, React.createElement(Later)),
    );
    await vi.waitFor(() => expect(container.textContent).toBe('waiting'));
    resolve('shown');
    await vi.waitFor(() => expect(container.textContent).toBe('shown'));
  });
});
