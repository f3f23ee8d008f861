import { http } from 'msw';
import { resetMockDb } from '../db';
import { clock, seconds } from '../lib/clock';
import { json, noContent, readJson } from '../lib/http';
import { SCENARIOS } from '../scenarios';

/** Controls of the mock itself (not part of the contract): health, reset, clock, scenarios. */
export const controlHandlers = [
  http.get('*/__mock/health', () => json({ ok: true })),
  http.post('*/__mock/reset', () => {
    resetMockDb();
    return noContent();
  }),
  http.post('*/__mock/clock', async ({ request }) => {
    const { advance_seconds: advance = 0 } = await readJson<{ advance_seconds: number }>(request);
    clock.advance(seconds(Number(advance) || 0));
    return json({ now: new Date(clock.now()).toISOString() });
  }),
  http.get('*/__mock/scenarios', () => json({ scenarios: SCENARIOS })),
];
