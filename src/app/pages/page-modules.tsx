import type { ComponentType, ReactElement } from 'react';
import type { FirstQuery } from '@/lib/react-query';

export type PageModule = { default: ComponentType; firstQuery?: FirstQuery };

/**
 * One page for many routes (src/app/router.tsx): the page module of each route, made once (the router
 * keeps one component per route), with the route's first call.
 */
export function pageModules<K extends string>(
  render: (route: K) => ReactElement,
  firstQueries: Record<K, FirstQuery>,
): (route: K) => PageModule {
  const modules = new Map<K, PageModule>();
  return (route) => {
    let module = modules.get(route);
    if (!module) {
      module = { default: () => render(route), firstQuery: firstQueries[route] };
      modules.set(route, module);
    }
    return module;
  };
}
