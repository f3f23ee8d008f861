import { describe, expect, it } from 'vitest';
import { DETAIL_KINDS, detailPageFile } from '../../scripts/detail-pages.mjs';
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
