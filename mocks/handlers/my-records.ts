import { fail, json, langOf, paginate, type Lang } from '../lib/http';
import { customerApi } from '../lib/with-customer';
import { QueryReader } from './catalogue-query';

type OwnRecord<S extends string> = { id: number; customerId: number; status: S; createdAt: number };

/**
 * The list call (GET `path`) of the customer's own records: brought up to date with the clock
 * (`sweep`), filtered by `status` (repeatable, or comma-separated), newest first, paged with `page`
 * and `page_size`.
 */
export function myRecordsList<S extends string, R extends OwnRecord<S>>(
  path: string,
  list: {
    records: ReadonlyMap<number, R>;
    statuses: readonly S[];
    sweep: () => void;
    view: (item: R, lang: Lang) => unknown;
  },
) {
  return customerApi.get(path, ({ request, customer }) => {
    list.sweep();
    const url = new URL(request.url);
    const query = new QueryReader(url.searchParams);
    const statuses = query.manyOf('status', list.statuses);
    if (query.errors.length > 0) return fail(400, query.errors);
    const mine = [...list.records.values()]
      .filter((item) => item.customerId === customer.id)
      .filter((item) => statuses.length === 0 || statuses.includes(item.status))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    const page = paginate(mine, url);
    if (page instanceof Response) return page;
    const lang = langOf(request);
    return json({ ...page, results: page.results.map((item) => list.view(item, lang)) });
  });
}
