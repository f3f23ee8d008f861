#!/usr/bin/env node
// Firefox ESR for Playwright's WebDriver BiDi driver (channel moz-firefox). Playwright starts this in
// place of the browser: it starts Firefox ESR (FIREFOX_PATH, else /usr/bin/firefox-esr) with the same
// arguments and stands between the two on the BiDi WebSocket, answering for the commands this
// Firefox does not know yet (Playwright sends them to every new context, and the ESR answers
// "unknown command"): they only emulate what the journeys never ask for.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ws: WebSocket, wsServer: WebSocketServer } = require('playwright-core/lib/utilsBundle');

/** Commands answered here with an empty success instead of reaching Firefox. */
const ANSWERED_HERE = new Set(['emulation.setMediaFeaturesOverride']);

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
  browser.on('message', (data) => client.send(data.toString()));
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
