import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { pageLoads } from './load-page';
import { navigateOrLoad, setNewerBuild } from './newer-build';

let loadPage: MockInstance<typeof pageLoads.load>;
beforeEach(() => {
  loadPage = vi.spyOn(pageLoads, 'load').mockImplementation(() => undefined);
});
afterEach(() => setNewerBuild(null));

describe('navigateOrLoad', () => {
  it('changes the route in place while the running build is the newest', () => {
    const navigate = vi.fn();
    navigateOrLoad(navigate, '/en/properties', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/en/properties', { replace: true });
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('loads the target page in full once a newer build is deployed', () => {
    const navigate = vi.fn();
    setNewerBuild('20250102T000000Z-new');
    navigateOrLoad(navigate, '/en/properties', undefined);
    navigateOrLoad(navigate, '/faq', { replace: true });
    expect(navigate).not.toHaveBeenCalled();
    expect(loadPage).toHaveBeenNthCalledWith(1, '/en/properties', undefined);
    expect(loadPage).toHaveBeenNthCalledWith(2, '/faq', true);
  });
});
