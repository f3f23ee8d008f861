export function lockfileProblems(lock: unknown, pkg: unknown): string[];
export function npmrcProblems(text: string): string[];
