/** Where a page prerendered at build time (scripts/prerender.mjs) puts its first screen. */
export const PRERENDERED_ID = 'prerendered';
