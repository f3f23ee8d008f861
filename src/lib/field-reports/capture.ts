// Part of the first page's code, kept small: catches the page's errors from the start and keeps them
// until the reporter (./reporter.ts, loaded once the first page is shown) takes them. Nothing is sent
// from here.

export type ErrorKind = 'error' | 'unhandledrejection' | 'boundary' | 'chunk' | 'hydration' | 'csp';

export type CapturedError = {
  kind: ErrorKind;
  message: string;
  stack?: string;
  /** The page's address when it happened (the reporter keeps only its route's pattern). */
  path: string;
  csp?: { directive: string; blocked: string; sourceFile?: string; line?: number; column?: number };
};

/** Kept at most until the reporter comes: the first ones tell the story. */
const WAITING_MAX = 30;
const waiting: CapturedError[] = [];
let sink: ((error: CapturedError) => void) | undefined;
/** The windows listened to: once each, or every error would count twice. */
const listening = new WeakSet<Window>();

/** The address the page was loaded at (the field data's route). */
export let landingPath = '';

function described(error: unknown): Pick<CapturedError, 'message' | 'stack'> {
  if (error instanceof Error)
    return { message: `${error.name}: ${error.message}`, stack: error.stack };
  return { message: String(error) };
}

function take(item: CapturedError): void {
  if (sink) sink(item);
  else if (waiting.length < WAITING_MAX) waiting.push(item);
}

/** Records an error for the report (in the browser only; the server renders without reporting). */
export function captureError(kind: ErrorKind, error: unknown): void {
  if (typeof window === 'undefined') return;
  take({ kind, path: window.location.pathname, ...described(error) });
}

/**
 * Listens for what no code catches: uncaught errors, unhandled rejections, chunks that could not be
 * loaded (Vite's `vite:preloadError`, fired for every dynamic import of the build that fails) and
 * Content-Security-Policy violations.
 */
export function captureErrors(target: Window = window): void {
  landingPath = target.location.pathname;
  if (listening.has(target)) return;
  listening.add(target);
  target.addEventListener('error', (event) => {
    // A cross-origin script's error says nothing ("Script error."): nothing to report.
    if (event.error !== undefined && event.error !== null) captureError('error', event.error);
    else if (event.message && !/^Script error\.?$/.test(event.message))
      captureError('error', event.message);
  });
  target.addEventListener('unhandledrejection', (event) =>
    captureError('unhandledrejection', event.reason),
  );
  target.addEventListener('vite:preloadError', (event) =>
    captureError('chunk', (event as Event & { payload?: unknown }).payload),
  );
  target.document.addEventListener('securitypolicyviolation', (event) =>
    take({
      kind: 'csp',
      message: event.effectiveDirective,
      path: target.location.pathname,
      csp: {
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sourceFile: event.sourceFile || undefined,
        line: event.lineNumber || undefined,
        column: event.columnNumber || undefined,
      },
    }),
  );
}

/** From now on errors go to `next`, the ones kept so far first. */
export function takeCapturedErrors(next: (error: CapturedError) => void): void {
  sink = next;
  waiting.splice(0).forEach(next);
}

/** Back to nothing captured and nobody taking (tests). */
export function resetCapture(): void {
  waiting.length = 0;
  sink = undefined;
}
