import { http, HttpResponse } from 'msw';
import { safeDecode } from '../../src/lib/safe-redirect';
import { imageSize } from '../db/catalogue/images';
import { mediaPdf } from './media-document';
import { drawPicture, encodePng } from './media-picture';

const CACHE = 'public, max-age=86400';
/** The pictures drawn so far, by path (each a few kB): a page asks for the same ones again and again. */
const drawn = new Map<string, Promise<Uint8Array>>();
const DRAWN_MAX = 500;

function picture(path: string, kind: string, file: string): Promise<Uint8Array> {
  let png = drawn.get(path);
  if (!png) {
    const { width, height } = imageSize(kind, file);
    png = encodePng(drawPicture(path, width, height));
    if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
    drawn.set(path, png);
  }
  return png;
}

/**
 * Seeded pictures and documents, drawn on the fly so the app shows them offline: a `/media/....png` path
 * answers a PNG (its size from the path, as in the seed), a `.pdf` path a one-page PDF.
 */
export const mediaHandlers = [
  http.get('*/media/*', async ({ request }) => {
    const path = safeDecode(new URL(request.url).pathname);
    const [kind = '', , file = ''] = path.replace(/^.*\/media\//, '').split('/');
    if (file.endsWith('.pdf')) {
      return new HttpResponse(mediaPdf(file.replace(/\.pdf$/, '').replace(/-/g, ' ')), {
        headers: { 'Content-Type': 'application/pdf', 'Cache-Control': CACHE },
      });
    }
    if (!file.endsWith('.png')) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(await picture(path, kind, file), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': CACHE },
    });
  }),
];
