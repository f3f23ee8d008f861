import { useParams } from 'wouter';

/** A route's `:id` as a number; anything else becomes -1, which the API answers with 404 (not found). */
export const routeIdOf = (id = ''): number => (/^\d{1,12}$/.test(id) ? Number(id) : -1);

/** The route's numeric `:id` (see routeIdOf). */
export function useRouteId(): number {
  return routeIdOf(useParams<{ id: string }>().id);
}
