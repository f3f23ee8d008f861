import { http, HttpResponse } from 'msw';
import { safeDecode } from '../../src/lib/navigation/safe-redirect';
import { imageSize, VARIANT_WIDTHS, variantHeight } from '../db/catalogue/images';
import { mediaPdf } from './media-document';
import { drawPicture, encodePng } from './media-picture';

const CACHE = 'public, max-age=86400';
/** The pictures drawn so far, by path (each a few kB): a page asks for the same ones again and again. */
const drawn = new Map<string, Promise<Uint8Array>>();
const DRAWN_MAX = 500;

/**
 * The picture at `path`, at its own size or, with `width` (a `?w=` copy), that many pixels wide: the
 * same drawing (its colours come from the path), the height in proportion.
 */
function picture(path: string, kind: string, file: string, width?: number): Promise<Uint8Array> {
  const key = width ? `${path}?w=${width}` : path;
  let png = drawn.get(key);
  if (!png) {
    const size = imageSize(kind, file);
    png = encodePng(
      width
        ? drawPicture(path, width, variantHeight(size, width))
        : drawPicture(path, size.width, size.height),
    );
    if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, png);
  }
  return png;
}

/** The width a `?w=` asks for: undefined without one, 0 when it is not a copy the picture has. */
function copyWidth(url: URL, kind: string, file: string): number | undefined {
  const asked = url.searchParams.get('w');
  if (asked === null) return undefined;
  const width = Number(asked);
  const allowed = (VARIANT_WIDTHS as readonly number[]).includes(width);
  return allowed && width < imageSize(kind, file).width ? width : 0;
}

/**
 * Seeded pictures and documents, drawn on the fly so the app shows them offline: a `/media/....png` path
 * answers a PNG (its size from the path, as in the seed; `?w=320|640|960` a smaller copy the picture
 * lists in its `variants`), a `.pdf` path a one-page PDF.
 */
export const mediaHandlers = [
  http.get('*/media/*', async ({ request }) => {
    const url = new URL(request.url);
    const path = safeDecode(url.pathname);
    const [kind = '', , file = ''] = path.replace(/^.*\/media\//, '').split('/');
    if (file.endsWith('.pdf')) {
      return new HttpResponse(mediaPdf(file.replace(/\.pdf$/, '').replace(/-/g, ' ')), {
        headers: { 'Content-Type': 'application/pdf', 'Cache-Control': CACHE },
      });
    }
    if (!file.endsWith('.png')) return new HttpResponse(null, { status: 404 });
    const width = copyWidth(url, kind, file);
    if (width === 0) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(await picture(path, kind, file, width), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': CACHE },
    });
  }),
];
