export type AuditAcceptance = { id: string; package: string; reason: string; expires: string };
export function auditProblems(report: unknown, allowlist: unknown[], today?: Date): string[];
