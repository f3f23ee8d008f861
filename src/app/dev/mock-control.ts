import { readCookie, writeCookie } from '@/lib/http/cookies';

/** The mock backend's own controls (mocks/handlers/control.ts): not part of the API contract. */
export const SCENARIO_COOKIE = 'mock_scenario';

export async function fetchScenarios(): Promise<string[]> {
  const response = await fetch('/__mock/scenarios', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/__mock/scenarios answered ${response.status}`);
  const body = (await response.json()) as { scenarios?: unknown };
  return Array.isArray(body.scenarios)
    ? body.scenarios.filter((name) => typeof name === 'string')
    : [];
}

export async function resetMock(): Promise<void> {
  const response = await fetch('/__mock/reset', { method: 'POST' });
  if (!response.ok) throw new Error(`/__mock/reset answered ${response.status}`);
}

export function activeScenarios(): string[] {
  return (readCookie(SCENARIO_COOKIE) ?? '').split(',').filter(Boolean);
}

/** The scenarios this browser's calls carry (the mock reads the cookie on every call). */
export function setActiveScenarios(names: string[]): void {
  writeCookie(SCENARIO_COOKIE, names.join(','), names.length > 0 ? 1 : 0);
}
