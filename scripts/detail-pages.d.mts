export const DETAIL_KINDS: string[];
export const DETAIL_FILE: string;
export function detailPageFile(path: string): string | undefined;
