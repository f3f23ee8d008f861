import { useParams } from 'wouter';

/** The route's numeric `:id`; anything else becomes -1, which the API answers with 404 (not found). */
export function useRouteId(): number {
  const { id = '' } = useParams<{ id: string }>();
  return /^\d{1,12}$/.test(id) ? Number(id) : -1;
}
