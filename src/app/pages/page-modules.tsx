import type { ComponentType, ReactElement } from 'react';
import type { PageQueries } from '@/lib/http/react-query';

export type PageModule = { default: ComponentType; queries?: PageQueries };

/**
 * One page for many routes (src/app/router/router.tsx): the page module of each route, made once (the router
 * keeps one component per route), with the calls of its first screen.
 */
export function pageModules<K extends string>(
  render: (route: K) => ReactElement,
  queries: Record<K, PageQueries>,
): (route: K) => PageModule {
  const modules = new Map<K, PageModule>();
  return (route) => {
    let module = modules.get(route);
    if (!module) {
      module = { default: () => render(route), queries: queries[route] };
      modules.set(route, module);
    }
    return module;
  };
}
