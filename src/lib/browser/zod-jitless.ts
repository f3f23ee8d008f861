// Zod compiles fast parsers with `new Function` unless told not to, and first probes whether it may:
// under the site's policy (no 'unsafe-eval') the probe is refused and reported as a violation on
// every page with a form. Imported first by the browser's entry (src/entry-client.tsx), before any
// schema is made: Zod reads this global configuration as it loads.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
export {};
