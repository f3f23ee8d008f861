import { afterEach, describe, expect, it } from 'vitest';
import { CardsSkeleton, DetailSkeleton } from '@/components/skeleton';
import { renderApp } from '@/testing/render';
import { EARLY_CALL_ID, startEarlyCall, takeEarlyCall, type EarlyCallPlan } from './early-call';
import { firstTitleBox, paintFirstPictures, paintFirstTitle } from './first-pictures';

const picture = (url: string) => ({ url, width: 1200, height: 800 });
const list = (...urls: string[]) => ({
  results: urls.map((url) => ({ cover_image: picture(url) })),
});
const painted = (root: ParentNode) =>
  [...root.querySelectorAll('[data-first-picture] > img')].map((img) => img.getAttribute('src'));
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.getElementById(EARLY_CALL_ID)?.remove();
  document.head
    .querySelectorAll('link[rel="preload"][as="image"]')
    .forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
});

describe('the first pictures painted into a prerendered loading state', () => {
  it("a list: the first two cards' pictures fill the first two picture boxes, sized", async () => {
    const { container } = await renderApp(<CardsSkeleton count={4} firstPictures />, {
      session: false,
    });
    paintFirstPictures(
      list('/media/a.svg', 'https://cdn.example/b.svg', '/media/c.svg'),
      'cards',
      container,
    );
    expect(painted(container)).toEqual(['/media/a.svg', 'https://cdn.example/b.svg']);
    const boxes = container.querySelectorAll('[data-first-picture]');
    expect([...boxes].map((box) => box.getAttribute('data-first-picture'))).toEqual(['0', '1']);
    const img = boxes[0]!.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toMatchObject({ fetchPriority: 'high', decoding: 'async' });
    // Painted once: an answer handed over again adds nothing.
    paintFirstPictures(list('/media/x.svg'), 'cards', container);
    expect(painted(container)).toEqual(['/media/a.svg', 'https://cdn.example/b.svg']);
  });

  it("a record: its first photo (or its cover) fills the skeleton's gallery", async () => {
    const { container } = await renderApp(<DetailSkeleton layout="listing" />, { session: false });
    paintFirstPictures({ images: [], cover_image: picture('/media/u/1.svg') }, 'photo', container);
    expect(painted(container)).toEqual(['/media/u/1.svg']);
  });

  it('a URL that is not https or of this site is neither painted nor asked for', async () => {
    const { container } = await renderApp(<CardsSkeleton count={2} firstPictures />, {
      session: false,
    });
    for (const url of [
      'javascript:alert(1)',
      'http://evil.example/a.svg',
      '//evil.example/a.svg',
      'data:image/svg+xml,<svg onload="alert(1)"/>',
      'https://user:secret@evil.example/a.svg',
    ]) {
      paintFirstPictures(list(url, url), 'cards', container);
      paintFirstPictures({ images: [picture(url)] }, 'photo', container);
    }
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(preloaded()).toEqual([]);
  });

  it('settles once every picture painted has loaded or failed (the app waits for it)', async () => {
    const { container } = await renderApp(<CardsSkeleton count={2} firstPictures />, {
      session: false,
    });
    let settled = false;
    void paintFirstPictures(list('/media/a.svg', '/media/b.svg'), 'cards', container).then(
      () => (settled = true),
    );
    const [first, second] = container.querySelectorAll('img');
    first!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    second!.dispatchEvent(new Event('error'));
    await expect.poll(() => settled).toBe(true);
  });

  it('only boxes inside the given copy, and only pictures the page shows first', async () => {
    const { container } = await renderApp(<CardsSkeleton count={2} firstPictures />, {
      session: false,
    });
    paintFirstPictures(list('/media/a.svg'), 'cards', null);
    paintFirstPictures(list('/media/a.svg'), 'gallery', container);
    paintFirstPictures('not an answer', 'cards', container);
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });
});

describe('painted from the early call as the entry does (src/main.tsx)', () => {
  const plan: EarlyCallPlan = {
    url: '/api/v1/properties/?page_size=12',
    path: '^(?:/en)?/properties/?$',
    search: '',
    pictures: 'cards',
  };

  async function prerenderedList(address: string) {
    const script = document.createElement('script');
    Object.assign(script, { type: 'application/json', id: EARLY_CALL_ID });
    script.textContent = JSON.stringify(plan);
    document.head.append(script);
    window.history.replaceState(null, '', address);
    const { container } = await renderApp(<CardsSkeleton count={3} firstPictures />, {
      session: false,
    });
    startEarlyCall((data, { pictures }) => paintFirstPictures(data, pictures, container));
    return container;
  }

  it("the list's answer paints its first two cards' pictures", async () => {
    const container = await prerenderedList('/en/properties');
    const answer = (await takeEarlyCall(plan.url)) as {
      results: { cover_image?: { url: string } }[];
    };
    const covers = answer.results.slice(0, 2).map((row) => row.cover_image?.url);
    expect(covers).toEqual([
      expect.stringMatching(/^\/media\//),
      expect.stringMatching(/^\/media\//),
    ]);
    expect(painted(container)).toEqual(covers);
  });

  it('an address the plan does not hold for paints nothing', async () => {
    const container = await prerenderedList('/properties?page=2');
    expect(takeEarlyCall(plan.url)).toBeUndefined();
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });
});

describe("a record's title written into the prerendered heading", () => {
  const heading = () => {
    const root = document.createElement('div');
    root.innerHTML = '<h1><span data-first-title="">Property</span></h1>';
    expect(root.querySelector('[data-first-title]')).toBeTruthy();
    return root;
  };

  it('its title, or its name, as text', () => {
    const root = heading();
    paintFirstTitle({ title: 'Villa in Al Narjis <img src=x onerror=alert(1)>' }, root);
    expect(root.querySelector('h1')!.textContent).toBe(
      'Villa in Al Narjis <img src=x onerror=alert(1)>',
    );
    expect(root.querySelector('img')).toBeNull();
    paintFirstTitle({ name: 'مشروع الياسمين' }, root);
    expect(root.querySelector('h1')!.textContent).toBe('مشروع الياسمين');
  });

  it('nothing without a title, or without the marked heading', () => {
    const root = heading();
    for (const data of [{ title: 3 }, { title: '  ' }, 'Villa', null]) paintFirstTitle(data, root);
    expect(root.querySelector('h1')!.textContent).toBe('Property');
    paintFirstTitle({ title: 'Villa' }, null);
    expect(Object.keys(firstTitleBox)).toEqual(['data-first-title']);
  });
});
