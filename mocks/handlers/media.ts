import { http, HttpResponse } from 'msw';
import { safeDecode } from '../../src/lib/safe-redirect';
import { imageSize } from '../db/catalogue/images';
import { mediaPdf, mediaSvg } from './media-art';

const CACHE = 'public, max-age=86400';

/**
 * Seeded pictures and documents, drawn on the fly so the app shows them offline: any `/media/...` path answers
 * an SVG (its size from the path, as in the seed), `.pdf` paths a one-page PDF.
 */
export const mediaHandlers = [
  http.get('*/media/*', ({ request }) => {
    const path = safeDecode(new URL(request.url).pathname);
    const [kind = '', , file = ''] = path.replace(/^.*\/media\//, '').split('/');
    if (file.endsWith('.pdf')) {
      return new HttpResponse(mediaPdf(file.replace(/\.pdf$/, '').replace(/-/g, ' ')), {
        headers: { 'Content-Type': 'application/pdf', 'Cache-Control': CACHE },
      });
    }
    const { width, height } = imageSize(kind, file);
    return new HttpResponse(mediaSvg(path, width, height), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': CACHE },
    });
  }),
];
