import { describe, expect, it } from 'vitest';
import type { Image } from '../../generated/model';
import { drawPicture, encodePng } from './media-picture';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('media', () => {
  it('draws seeded pictures as PNG files of their size, the same for a path every time', async () => {
    const picture = await fetch('http://localhost/media/projects/1/1.png');
    expect(picture.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await picture.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const header = new DataView(bytes.buffer, bytes.byteOffset + 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([1600, 900]);
    const again = new Uint8Array(
      await (await fetch('http://localhost/media/projects/1/1.png')).arrayBuffer(),
    );
    expect(again).toEqual(bytes);
    const other = new Uint8Array(
      await (await fetch('http://localhost/media/projects/2/1.png')).arrayBuffer(),
    );
    expect(other).not.toEqual(bytes);
    expect((await fetch('http://localhost/media/projects/1/1.svg')).status).toBe(404);
    const pdf = await fetch('http://localhost/media/projects/1/brochure.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdf.text()).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
  });

  it('serves the smaller copies a picture lists, and no other width', async () => {
    const size = async (url: string) => {
      const answer = await fetch(`http://localhost${url}`);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await answer.arrayBuffer());
      const header = new DataView(bytes.buffer, bytes.byteOffset + 16, 8);
      return { width: header.getUint32(0), height: header.getUint32(4) };
    };
    const unit = (await (await fetch('http://localhost/api/v1/units/501/')).json()) as {
      images: Image[];
    };
    const [first] = unit.images;
    expect(first!.variants!.map(({ width }) => width)).toEqual([320, 640, 960]);
    for (const variant of first!.variants!)
      expect(await size(variant.url)).toEqual({ width: variant.width, height: variant.height });
    expect(await size(first!.url)).toEqual({ width: first!.width, height: first!.height });
    const status = async (url: string) => (await fetch(`http://localhost${url}`)).status;
    expect(await status('/media/units/501/1.png?w=500')).toBe(404);
    expect(await status('/media/units/501/1.png?w=1200')).toBe(404);
    // A logo is 256 wide: it has no smaller copy.
    expect(await status('/media/agencies/1/logo.png?w=320')).toBe(404);
  });

  it('encodes what it draws: the PNG decodes back to the same pixels', async () => {
    const { inflateSync } = await import('node:zlib');
    const drawn = drawPicture('/media/units/501/1.png', 120, 80);
    const png = await encodePng(drawn);
    // IHDR (13 bytes) then IDAT: the rows, each behind its filter byte.
    const idatLength = new DataView(png.buffer, png.byteOffset + 33, 4).getUint32(0);
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    const stride = 120 * 3;
    const pixels = new Uint8Array(stride * 80);
    for (let row = 0; row < 80; row += 1) {
      const filter = rows[row * (stride + 1)];
      for (let x = 0; x < stride; x += 1) {
        const value = rows[row * (stride + 1) + 1 + x]!;
        pixels[row * stride + x] =
          filter === 2 ? (value + pixels[(row - 1) * stride + x]!) & 0xff : value;
      }
    }
    expect(pixels).toEqual(drawn.pixels);
    // Not one colour: the sky, the ground and a building.
    expect(
      new Set(Array.from({ length: 80 }, (_, row) => pixels[row * stride + 60 * 3])).size,
    ).toBeGreaterThan(2);
  });
});
