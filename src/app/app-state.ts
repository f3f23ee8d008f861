import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { takeServerMessages, type Messages } from '@/i18n/load-messages';
import type { Locale } from '@/i18n/locale';
import { ApiError, isApiError } from '@/lib/http/api-error';

/** The `<script type="application/json">` that carries the server's data to the browser. */
export const APP_STATE_ID = 'app-state';

type SentError = { status: number | null; codes: ApiError['codes']; meta: ApiError['meta'] };

/**
 * The server's answers, and its failures (a 404 renders "no longer available" on both sides), as
 * JSON (an ApiError travels as its status, codes and meta), with the messages the page showed.
 */
export function serializeState(queryClient: QueryClient, messages: Messages): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  return JSON.stringify({ ...state, messages }, (_key, value: unknown) =>
    isApiError(value) ? { status: value.status, codes: value.codes, meta: value.meta } : value,
  );
}

/**
 * Takes the server's state over. A call that failed there is not made again as the page hydrates
 * (it shows the failure the server rendered, with its retry), so both render the same.
 */
export function takeState(queryClient: QueryClient, json: string, locale: Locale): void {
  const state = JSON.parse(json) as DehydratedState & { messages: Messages };
  takeServerMessages(locale, state.messages);
  for (const query of state.queries) {
    const sent = query.state.error as SentError | null;
    if (!sent) continue;
    query.state.error = new ApiError(sent.status, sent.codes, sent.meta);
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  hydrate(queryClient, state);
}
