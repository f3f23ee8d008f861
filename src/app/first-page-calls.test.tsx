import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useRouter } from 'wouter';
import { units } from '@mocks/db/catalogue';
import { server } from '@mocks/node';
import { getGetUnitQueryKey } from '@generated/api/catalogue/catalogue';
import { createQueryClient } from '@/lib/react-query';
import { renderApp } from '@/testing/render';
import { answerSession } from '@/testing/session';
import { PRERENDERED_ID } from './prerendered-id';
import { AppRoutes, FIRST_CALLS_WAIT_MS, preloadPage } from './router';

// The first page of a prerendered load renders once its first calls have answered (src/app/router.tsx).
const unitId = [...units.keys()][0]!;
const { parser } = renderHook(() => useRouter()).result.current;

/** Holds the unit's answer until `release` is called (the mock answers it then). */
function holdUnitAnswer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(http.get('*/api/v1/units/:id/', () => released.then(() => undefined)));
  return release;
}

/** The unit page, its first call started as the app starts it; `prerendered`: with a copy on screen. */
async function startUnitPage(prerendered: boolean) {
  if (prerendered)
    document.body.insertAdjacentHTML('afterbegin', `<div id="${PRERENDERED_ID}" inert></div>`);
  const queryClient = createQueryClient();
  preloadPage(parser, `/units/${unitId}`, '', queryClient);
  answerSession(false);
  await renderApp(<AppRoutes />, { path: `/units/${unitId}`, queryClient });
  const observers = () =>
    queryClient
      .getQueryCache()
      .find({ queryKey: getGetUnitQueryKey(unitId) })
      ?.getObserversCount() ?? 0;
  return { queryClient, observers };
}

afterEach(() => document.getElementById(PRERENDERED_ID)?.remove());

describe('the first page of a prerendered load', () => {
  it('renders only once its first call has answered, with the data, then replaces the copy', async () => {
    const release = holdUnitAnswer();
    const { queryClient, observers } = await startUnitPage(true);
    // The page's code is here and its call under way, yet the page is not rendered: nothing observes it.
    await waitFor(() =>
      expect(queryClient.getQueryState(getGetUnitQueryKey(unitId))?.fetchStatus).toBe('fetching'),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(observers()).toBe(0);
    expect(document.getElementById(PRERENDERED_ID)).not.toBeNull();

    act(release);
    await waitFor(() => expect(observers()).toBeGreaterThan(0));
    await waitFor(() => expect(document.getElementById(PRERENDERED_ID)).toBeNull());
    expect(queryClient.getQueryState(getGetUnitQueryKey(unitId))?.status).toBe('success');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it(`renders without its data after ${FIRST_CALLS_WAIT_MS} ms: a slow answer does not hold the page`, async () => {
    holdUnitAnswer();
    const { observers } = await startUnitPage(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, FIRST_CALLS_WAIT_MS + 500)));
    await waitFor(() => expect(observers()).toBeGreaterThan(0));
  }, 20_000);

  it('is not waited for on a page that was not prerendered: it renders its loading state at once', async () => {
    holdUnitAnswer();
    const { observers } = await startUnitPage(false);
    await waitFor(() => expect(observers()).toBeGreaterThan(0));
  });
});
