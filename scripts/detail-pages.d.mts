export const DETAIL_KINDS: string[];
export const DETAIL_FILE: string;
export function detailPageFile(path: string): string | undefined;
export const GUARDED_SHELLS: { path: string; file: string; page: string }[];
export const SHELL_RENDER_ID: string;
export const SHELL_PATTERN: string;
export function shellPageFile(path: string): string | undefined;
