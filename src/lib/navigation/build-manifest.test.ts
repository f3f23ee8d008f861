import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { fetchBuildMeta, fetchLatestBuild } from './build-manifest';

describe('build manifest', () => {
  it('reads latest.json without the HTTP cache', async () => {
    let cache: RequestCache | undefined;
    server.use(
      http.get('*/builds/latest.json', ({ request }) => {
        cache = request.cache;
        return HttpResponse.json({ buildId: 'b2', time: '2025-01-02T00:00:00.000Z', extra: true });
      }),
    );
    await expect(fetchLatestBuild()).resolves.toEqual({
      buildId: 'b2',
      time: '2025-01-02T00:00:00.000Z',
    });
    expect(cache).toBe('no-store');
  });

  it('rejects a missing or malformed manifest', async () => {
    server.use(
      http.get('*/builds/latest.json', () => new HttpResponse('<html></html>', { status: 404 })),
    );
    await expect(fetchLatestBuild()).rejects.toThrow(/404/);
    server.use(http.get('*/builds/latest.json', () => HttpResponse.json({ time: 'x' })));
    await expect(fetchLatestBuild()).rejects.toThrow(/not a build manifest/);
  });

  it("reads a build's redirects, keeping only well-formed ones", async () => {
    server.use(
      http.get('*/builds/meta/b1.json', () =>
        HttpResponse.json({
          buildId: 'b1',
          time: '2025-01-01T00:00:00.000Z',
          redirects: [
            { from: '/about', to: '/who-we-are', status: 301 },
            { from: '/x' },
            'nonsense',
          ],
        }),
      ),
    );
    const meta = await fetchBuildMeta('b1');
    expect(meta.redirects).toEqual([{ from: '/about', to: '/who-we-are', status: 301 }]);
  });
});
