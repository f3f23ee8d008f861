// What the page and the server agree on about an error report: its fingerprint (how repeats are told
// apart) and how a Content-Security-Policy violation reads, whether the page saw it or the browser
// reported it (the policy's report-to), so both arrive as one report.
import { scrub } from './scrub';

export type ReportedError = { kind: string; message: string; stack?: string };

/** A frame's file, line and column, without its origin (`/assets/index-D4f9.js:1:2345`). */
const FRAME = /(?:https?:\/\/[^/\s)]+)?(\/[^\s()@]*?:\d+(?::\d+)?)(?=\)?\s*$)/;

/** The first frame of a stack that names a file, without its origin; empty when none does. */
export function firstFrame(stack = ''): string {
  for (const line of stack.split('\n')) {
    const found = FRAME.exec(line.trim());
    if (found) return found[1]!;
  }
  return '';
}

/** FNV-1a, 32 bits, as 8 hex digits. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(16).padStart(8, '0');
}

/**
 * The same error, whenever and wherever it happens: its kind, its message with numbers left out and
 * the first frame of its stack.
 */
export function fingerprintOf(report: ReportedError): string {
  const message = report.message.replace(/\d+/g, '#');
  return hash(`${report.kind}\n${message}\n${firstFrame(report.stack)}`);
}

export type CspViolation = {
  directive: string;
  blocked: string;
  sourceFile?: string;
  line?: number;
  column?: number;
};

/** What was blocked: `inline`, `eval`, a scheme (`data:`), or an address without its query. */
function blockedName(blocked: string): string {
  if (blocked === '' || /^[a-z-]+$/.test(blocked)) return blocked || 'inline';
  if (/^[a-z][a-z0-9+.-]*:(?!\/\/)/i.test(blocked)) return `${blocked.split(':')[0]}:`;
  return scrub(blocked);
}

/** A violation as an error report's message and stack (its source file's position as the frame). */
export function cspReport(violation: CspViolation): { message: string; stack?: string } {
  const message = `Content-Security-Policy: ${violation.directive} blocked ${blockedName(violation.blocked)}`;
  if (!violation.sourceFile) return { message };
  const at = [violation.line, violation.column].filter((part) => part !== undefined).join(':');
  return { message, stack: `    at ${scrub(violation.sourceFile)}${at ? `:${at}` : ''}` };
}
