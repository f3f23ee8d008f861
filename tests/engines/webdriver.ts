// A small WebDriver (classic, W3C) client over fetch, for the browsers Playwright cannot drive here:
// WebKitGTK through Debian's WebKitWebDriver (docs/browser-engines.md). Only what the journeys use:
// sessions, navigation, scripts, elements found by the page's own script, clicks, keys, frames,
// windows, cookies and screenshots. Waiting is for a condition of the page, polled, never a time.

/** The W3C name of an element reference in a command's JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
export type Element = { [ELEMENT]: string };

export type Cookie = {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
};

export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`${error}: ${message}`);
  }
}

/** How long `waitFor` polls a condition before it fails (the journeys' `expect` timeout). */
export const WAIT_MS = 10_000;
const POLL_MS = 50;

export class WebDriver {
  private constructor(
    private readonly endpoint: string,
    private readonly sessionId: string,
  ) {}

  /** Starts a browser session at a WebDriver server (e.g. http://127.0.0.1:4444). */
  static async start(endpoint: string, capabilities: Record<string, unknown>) {
    // A browser that never comes up fails the run with this message, not undici's.
    const { sessionId } = await send<{ sessionId: string }>(
      'POST',
      `${endpoint}/session`,
      { capabilities: { alwaysMatch: capabilities } },
      AbortSignal.timeout(120_000),
    ).catch((error: unknown) => {
      throw new Error(`the browser did not start (in 120 s at most): ${String(error)}`);
    });
    return new WebDriver(endpoint, sessionId);
  }

  command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    return send<T>(method, `${this.endpoint}/session/${this.sessionId}${path}`, body);
  }

  quit() {
    return this.command('DELETE', '');
  }

  goto(url: string) {
    return this.command('POST', '/url', { url });
  }

  url() {
    return this.command<string>('GET', '/url');
  }

  back() {
    return this.command('POST', '/back', {});
  }

  /** Runs `script` (a function body: `return …`, the arguments in `arguments`) in the page. */
  execute<T>(script: string, ...args: unknown[]) {
    return this.command<T>('POST', '/execute/sync', { script, args });
  }

  /**
   * The inner size of the window in CSS pixels: the window is resized until the page has it; fails
   * if the browser keeps another (a window narrower than its toolbar, run-webkit.ts).
   */
  async setViewport(width: number, height: number) {
    const inner = () => this.execute<[number, number]>('return [innerWidth, innerHeight]');
    let [w, h] = await inner();
    for (let round = 0; round < 3 && (w !== width || h !== height); round += 1) {
      const rect = await this.command<{ width: number; height: number }>('GET', '/window/rect');
      // WebDriver takes whole pixels only; a window still being mapped may report a fraction.
      await this.command('POST', '/window/rect', {
        width: Math.max(1, Math.round(rect.width + width - w)),
        height: Math.max(1, Math.round(rect.height + height - h)),
      });
      [w, h] = await inner();
    }
    if (w !== width || h !== height)
      throw new Error(
        `The window's page is ${w} × ${h} px, not the ${width} × ${height} asked for`,
      );
    return { width: w, height: h };
  }

  /** Clicks an element in the middle of the window (WebDriver scrolls it to the edge, under a pop-up). */
  async click(element: Element) {
    await this.execute(
      'arguments[0].scrollIntoView({ block: "center", inline: "center" })',
      element,
    );
    await this.command('POST', `/element/${element[ELEMENT]}/click`, {});
  }

  /**
   * Types into an element as a customer does: a click on it, then one key after the other (the
   * keyboard's actions: WebKitGTK refuses "element send keys" in a frame of another origin).
   */
  async type(element: Element, text: string) {
    await this.click(element);
    await this.waitFor(
      'the field focused by the click',
      'return document.activeElement === arguments[0]',
      element,
    );
    const actions = [...text].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    await this.command('POST', '/actions', {
      actions: [{ type: 'key', id: 'keyboard', actions }],
    });
    await this.command('DELETE', '/actions');
  }

  /** Enters a frame (an element of the current document), or the top document (`null`). */
  frame(element: Element | null) {
    return this.command('POST', '/frame', { id: element });
  }

  addCookie(cookie: Cookie) {
    return this.command('POST', '/cookie', { cookie });
  }

  cookies() {
    return this.command<Cookie[]>('GET', '/cookie');
  }

  /** A PNG of the window, base64. */
  screenshot() {
    return this.command<string>('GET', '/screenshot');
  }

  /**
   * Polls `script` (a function body run in the page, with `args`) until it returns something truthy
   * and returns that; fails after WAIT_MS with `what` and the last value.
   */
  waitFor<T>(what: string, script: string, ...args: unknown[]) {
    return this.poll<T>(what, script, args, WAIT_MS);
  }

  /** `waitFor` with a time limit of its own. */
  async poll<T>(
    what: string,
    script: string,
    args: unknown[],
    timeout: number,
  ): Promise<NonNullable<T>> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        last = await this.execute<T>(script, ...args);
        if (last) return last as NonNullable<T>;
      } catch (error) {
        // A navigation replaced the document while the script ran: ask the new one.
        if (!(error instanceof WebDriverError) || error.error !== 'javascript error') throw error;
        last = error.message;
      }
      if (Date.now() > deadline)
        throw new Error(
          `Timed out after ${timeout} ms waiting for ${what} (last: ${String(last)})`,
        );
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

async function send<T>(
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const answer = await fetch(url, {
    method,
    signal,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await answer.json()) as { value: T & { error?: string; message?: string } };
  if (!answer.ok)
    throw new WebDriverError(json.value.error ?? String(answer.status), json.value.message ?? '');
  return json.value;
}
