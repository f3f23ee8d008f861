#!/usr/bin/env node
// Firefox ESR for Playwright's WebDriver BiDi driver (channel moz-firefox). Playwright starts this in
// place of the browser: it starts Firefox ESR (FIREFOX_PATH, else /usr/bin/firefox-esr) with the same
// arguments and stands between the two on the BiDi WebSocket, answering for the commands this
// Firefox does not know yet (Playwright sends them to every new context, and the ESR answers
// "unknown command"): they only emulate what the journeys never ask for. And it names the downloads
// this Firefox reports without a name (see `namedDownload`).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ws: WebSocket, wsServer: WebSocketServer } = require('playwright-core/lib/utilsBundle');

/** Commands answered here with an empty success instead of reaching Firefox. */
const ANSWERED_HERE = new Set(['emulation.setMediaFeaturesOverride']);

/**
 * Firefox ESR 153 reports a download (`browsingContext.downloadWillBegin`, then `downloadEnd`) with
 * neither the `download` id newer BiDi gives it nor a navigation (a file the page made, a blob, is
 * none), and Playwright drops such events: no `download` event, though Firefox saved the file. The
 * same id is given to both events of a download here (its context and URL: a blob's URL is unique), so
 * that Playwright follows the browser's own download to the file Firefox wrote.
 */
const downloads = new Map();
function namedDownload(text) {
  if (!text.includes('"browsingContext.download')) return text;
  const message = JSON.parse(text);
  const { method, params } = message;
  if (!params || params.download || params.navigation) return text;
  const key = `${params.context} ${params.url}`;
  if (method === 'browsingContext.downloadWillBegin') {
    params.download = `download-${downloads.size + 1}-${Date.now()}`;
    downloads.set(key, params.download);
  } else if (method === 'browsingContext.downloadEnd' && downloads.has(key)) {
    params.download = downloads.get(key);
    downloads.delete(key);
  } else return text;
  return JSON.stringify(message);
}

const firefox = spawn(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', process.argv.slice(2), {
  stdio: ['ignore', 'pipe', 'pipe'],
});
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'])
  process.on(signal, () => firefox.kill(signal));

const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
let upstream;
server.on('connection', (client, request) => {
  const browser = new WebSocket(`${upstream}${request.url}`, { perMessageDeflate: false });
  const queued = [];
  browser.on('open', () => queued.splice(0).forEach((message) => browser.send(message)));
  browser.on('message', (data) => client.send(namedDownload(data.toString())));
  browser.on('close', () => client.close());
  browser.on('error', () => client.close());
  client.on('close', () => browser.close());
  client.on('message', (data) => {
    const text = data.toString();
    const { id, method } = JSON.parse(text);
    if (ANSWERED_HERE.has(method)) {
      client.send(JSON.stringify({ type: 'success', id, result: {} }));
      return;
    }
    if (browser.readyState === WebSocket.OPEN) browser.send(text);
    else queued.push(text);
  });
});

const LISTENING = /WebDriver BiDi listening on (ws:\/\/\S+)/;
function relay(stream, out) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop();
    for (const line of lines) {
      const match = LISTENING.exec(line);
      if (match) {
        upstream = match[1];
        out.write(`WebDriver BiDi listening on ws://127.0.0.1:${server.address().port}\n`);
      } else out.write(`${line}\n`);
    }
  });
}
server.on('listening', () => {
  relay(firefox.stdout, process.stdout);
  relay(firefox.stderr, process.stderr);
});
