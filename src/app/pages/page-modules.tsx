import type { ComponentType, ReactElement } from 'react';
import type { FirstQuery } from '@/lib/react-query';

export type PageModule = { default: ComponentType; firstQuery?: FirstQuery };

/**
 * One page for many routes (src/app/router.tsx): the page module of each entry of a table, made once
 * (the router keeps one component per route), with the entry's first call.
 */
export function pageModules<K extends string, T extends { firstQuery: FirstQuery }>(
  table: Record<K, T>,
  render: (entry: T) => ReactElement,
): (key: K) => PageModule {
  const modules = new Map<K, PageModule>();
  return (key) => {
    let module = modules.get(key);
    if (!module) {
      const entry = table[key];
      module = { default: () => render(entry), firstQuery: entry.firstQuery };
      modules.set(key, module);
    }
    return module;
  };
}
