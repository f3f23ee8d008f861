// What every record page takes: the route's id and the calls of its first screen.
export { recordQueries } from '../api/record-queries';
export { useRouteId } from '../use-route-id';
