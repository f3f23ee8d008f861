// Attack: listing data that tries to break out of the page the server renders it into: a title that
// closes the state's <script>, opens a comment, or holds the JavaScript line separators. The data
// must reach the browser intact as data, in the state, the head and the JSON-LD, and run nowhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getGetPropertyMockHandler,
  getGetPropertyResponseMock,
} from '../../generated/api/catalogue/catalogue.msw';
import { server } from '../../mocks/node';
import { scriptSafeJson } from '../../src/server/head';
import { startAppServer, type AppServer } from '../servers/app-server';

const HOSTILE =
  '</script><script>alert(1)</script><!--<script> \u2028\u2029 & "q" \'a\' </ScRiPt >';

let app: AppServer;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  server.use(
    getGetPropertyMockHandler({
      ...getGetPropertyResponseMock({ id: 7 }),
      title: HOSTILE,
      description: HOSTILE,
      advertised: true,
      unadvertised_reason: null,
    }),
  );
  app = await startAppServer();
});

afterAll(async () => {
  await app.stop();
  server.close();
});

describe('data rendered into a page', () => {
  it('makes JSON that no data can break out of a script with, and that parses back', () => {
    const safe = scriptSafeJson(JSON.stringify({ title: HOSTILE }));
    expect(safe).not.toMatch(/<|>|\u2028|\u2029/);
    expect(JSON.parse(safe)).toEqual({ title: HOSTILE });
  });

  it.each(['Mozilla/5.0', 'WhatsApp/2.24'])(
    'stays data in the page, its state and its structured data (%s)',
    async (agent) => {
      const answer = await fetch(`${app.origin}/en/properties/7`, {
        headers: { 'user-agent': agent },
      });
      expect(answer.status).toBe(200);
      const html = await answer.text();
      // Every script element the page has is one the server wrote: none came from the data.
      const opened = html.match(/<script\b/gi) ?? [];
      const closed = html.match(/<\/script\s*>/gi) ?? [];
      expect(opened.length).toBe(closed.length);
      expect(html).not.toContain('<script>alert(1)');
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)];
      for (const [, content] of scripts) expect(content).not.toMatch(/<!--|<script|\u2028|\u2029/i);
      const state = scripts.find(([tag]) => tag.includes('id="app-state"'))!;
      const queries = JSON.parse(state[1]!).queries as { state: { data?: { title?: string } } }[];
      expect(queries.map((query) => query.state.data?.title)).toContain(HOSTILE);
      const listing = scripts
        .filter(([tag]) => tag.includes('application/ld+json'))
        .map(([, json]) => JSON.parse(json!))
        .find((item) => item['@type'] === 'RealEstateListing');
      expect(listing.name).toBe(HOSTILE);
      expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)');
    },
  );
});
