type Page = {
  html: string;
  css: string;
  lang: string;
  dir: string;
  title: string;
  description: string;
  preload: Set<string>;
};
export function completeShell(
  html: string,
  options: { css: string; cssFile: string; preload: Set<string>; entry?: Set<string> },
): string;
export function fillShell(shell: string, page: Page): string;
export function jsonScript(id: string, value: unknown): string;
export const CSP_NONCE_PLACEHOLDER: string;
export const APP_CODE_ID: string;
