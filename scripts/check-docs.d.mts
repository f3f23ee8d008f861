export function slug(heading: string): string;
export function anchorsOf(text: string): Set<string>;
export function brokenLinks(files: readonly string[]): string[];
export function documents(root: string): string[];
