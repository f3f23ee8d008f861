import { describe, expect, it } from 'vitest';
import {
  DETAIL_KINDS,
  detailPageFile,
  GUARDED_SHELLS,
  shellPageFile,
} from '../../scripts/detail-pages.mjs';
import { paths, type RouteName } from '@/config/paths';

// The servers send one prerendered first screen per kind of catalogue record (scripts/detail-pages.mjs).
const CATALOGUE_DETAILS: RouteName[] = ['property', 'unit', 'project', 'unitDesign', 'agency'];

describe('detailPageFile', () => {
  it('maps every catalogue detail route, in both languages, to its kind’s page', () => {
    for (const name of CATALOGUE_DETAILS) {
      const path = paths[name].path.replace(':id', '1036');
      const kind = path.split('/')[1];
      expect(detailPageFile(path)).toBe(`${kind}/_id.html`);
      expect(detailPageFile(`/en${path}`)).toBe(`en/${kind}/_id.html`);
      expect(detailPageFile(`${path}/`)).toBe(`${kind}/_id.html`);
    }
    expect(DETAIL_KINDS).toHaveLength(CATALOGUE_DETAILS.length);
  });

  it('leaves every other route to its own page or the app shell', () => {
    const others = Object.entries(paths)
      .filter(([name]) => !CATALOGUE_DETAILS.includes(name as RouteName))
      .map(([, route]) => route.path.replace(':id', '7'));
    expect(others.length).toBeGreaterThan(20);
    for (const path of [...others, '/properties', '/en/units', '/properties/7/edit', '/fr/units/7'])
      expect(detailPageFile(path), path).toBeUndefined();
  });
});

describe('shellPageFile', () => {
  it('maps every signed-in page with an id, in both languages, to its shell', () => {
    expect(shellPageFile('/reservation-checkout/501')).toBe('reservation-checkout/_id.html');
    expect(shellPageFile('/en/financing-requests/55')).toBe('en/financing-requests/_id.html');
    expect(shellPageFile('/financing-requests/56/edit/')).toBe('financing-requests/_id/edit.html');
    expect(shellPageFile('/en/financing-requests/55/offers')).toBe(
      'en/financing-requests/_id/offers.html',
    );
    const withId = GUARDED_SHELLS.filter(({ path }) => path.includes('/_'));
    for (const { path, file } of withId) expect(shellPageFile(path.replace('_', '7'))).toBe(file);
  });

  it('has a shell for every guarded route of the router, and leaves other addresses alone', async () => {
    const { routes } = await import('./router');
    const guarded = routes.filter(({ guard }) => guard === 'auth' || guard === 'financing');
    const shellPaths = GUARDED_SHELLS.map(({ path }) => path.replaceAll('_', ':id'));
    expect(guarded.map(({ name }) => paths[name].path).sort()).toEqual(shellPaths.sort());
    for (const path of [
      '/reservation-checkout',
      '/reservation-checkout/abc',
      '/financing-requests/55/documents',
      '/fr/financing-requests/55',
      '/reservation-checkout/501/../../etc',
    ])
      expect(shellPageFile(path), path).toBeUndefined();
  });
});
