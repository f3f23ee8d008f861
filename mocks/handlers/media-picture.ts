/**
 * Deterministic pictures for seeded media paths, as a backend serves photos: raster images (PNG), not
 * drawings. Chromium renders an SVG `<img>` on the page's main thread (a document of its own, laid
 * out and painted there), a photo is decoded off it: with SVG pictures the mock made the pages' main
 * thread busier than a real backend's would. Colours come from a hash of the path, the scene from the
 * kind (a villa or towers under the sky, a floor plan, a logo).
 */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

type Rgb = readonly [number, number, number];

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + (hue % 360) / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** An RGB picture drawn with filled rectangles, circles and rounded squares. */
class Picture {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  private span(y: number, from: number, to: number, [r, g, b]: Rgb): void {
    const start = Math.max(0, Math.round(from));
    const end = Math.min(this.width, Math.round(to));
    for (let x = start, at = (y * this.width + start) * 3; x < end; x += 1, at += 3) {
      this.pixels[at] = r;
      this.pixels[at + 1] = g;
      this.pixels[at + 2] = b;
    }
  }

  rect(x: number, y: number, w: number, h: number, colour: Rgb): void {
    const top = Math.max(0, Math.round(y));
    const bottom = Math.min(this.height, Math.round(y + h));
    for (let row = top; row < bottom; row += 1) this.span(row, x, x + w, colour);
  }

  circle(cx: number, cy: number, radius: number, colour: Rgb): void {
    const top = Math.max(0, Math.round(cy - radius));
    const bottom = Math.min(this.height, Math.round(cy + radius));
    for (let row = top; row < bottom; row += 1) {
      const half = Math.sqrt(Math.max(0, radius * radius - (row + 0.5 - cy) ** 2));
      this.span(row, cx - half, cx + half, colour);
    }
  }

  /** A square of side `size` at (x, y) with corners rounded by `radius`. */
  roundedSquare(x: number, y: number, size: number, radius: number, colour: Rgb): void {
    for (let row = Math.max(0, Math.round(y)); row < Math.min(this.height, y + size); row += 1) {
      const fromEdge = Math.min(row + 0.5 - y, y + size - row - 0.5);
      const inset =
        fromEdge >= radius
          ? 0
          : radius - Math.sqrt(Math.max(0, radius ** 2 - (radius - fromEdge) ** 2));
      this.span(row, x + inset, x + size - inset, colour);
    }
  }

  /** A triangle pointing up: its apex at (cx, top), its base `width` wide at `base`. */
  roof(cx: number, top: number, base: number, width: number, colour: Rgb): void {
    for (let row = Math.max(0, Math.round(top)); row < Math.min(this.height, base); row += 1) {
      const half = ((row - top) / (base - top)) * (width / 2);
      this.span(row, cx - half, cx + half, colour);
    }
  }
}

function villa(p: Picture, hue: number): void {
  const { width: w, height: h } = p;
  const [x, y, bw, bh] = [w * 0.22, h * 0.42, w * 0.56, h * 0.4];
  p.rect(x, y, bw, bh, hsl(hue + 30, 35, 88));
  p.rect(x - w * 0.02, y - h * 0.05, bw + w * 0.04, h * 0.05, hsl(hue + 20, 30, 40));
  p.rect(x + bw * 0.1, y - h * 0.22, bw * 0.5, h * 0.17, hsl(hue + 30, 30, 82));
  for (const fx of [0.1, 0.42, 0.74])
    p.rect(x + bw * fx, y + bh * 0.18, bw * 0.16, bh * 0.26, hsl(200, 60, 82));
  p.rect(x + bw * 0.44, y + bh * 0.55, bw * 0.12, bh * 0.45, hsl(hue + 10, 45, 35));
}

function towers(p: Picture, hue: number): void {
  const { width: w, height: h } = p;
  [0.18, 0.42, 0.64].forEach((fx, index) => {
    const bw = w * 0.18;
    const bh = h * (0.45 + index * 0.12) * (index === 1 ? 1.15 : 1);
    const x = w * fx;
    const y = h * 0.84 - bh;
    p.rect(x, y, bw, bh, hsl(hue + index * 25, 25, 60 + index * 8));
    const rows = Math.floor(bh / (h * 0.06));
    for (let row = 0; row < rows; row += 1)
      p.rect(x + bw * 0.15, y + row * h * 0.06 + h * 0.02, bw * 0.7, h * 0.025, hsl(200, 50, 80));
  });
}

function floorPlan(p: Picture, hue: number): void {
  const { width: w, height: h } = p;
  const line = hsl(hue, 30, 30);
  const stroke = Math.max(2, w * 0.008);
  p.rect(0, 0, w, h, [251, 250, 247]);
  const wall = (x: number, y: number, ww: number, hh: number) =>
    p.rect(x - stroke / 2, y - stroke / 2, ww + stroke, hh + stroke, line);
  wall(w * 0.1, h * 0.1, w * 0.8, 0);
  wall(w * 0.1, h * 0.9, w * 0.8, 0);
  wall(w * 0.1, h * 0.1, 0, h * 0.8);
  wall(w * 0.9, h * 0.1, 0, h * 0.8);
  wall(w * 0.45, h * 0.1, 0, h * 0.45);
  wall(w * 0.1, h * 0.55, w * 0.35, 0);
  wall(w * 0.45, h * 0.4, w * 0.45, 0);
  wall(w * 0.7, h * 0.4, 0, h * 0.5);
}

function logo(p: Picture, hue: number): void {
  const { width: w, height: h } = p;
  p.rect(0, 0, w, h, [255, 255, 255]);
  p.roundedSquare(0, 0, Math.min(w, h), w * 0.18, hsl(hue, 45, 38));
  p.roof(w * 0.5, h * 0.25, h * 0.55, w * 0.6, hsl(hue + 40, 60, 88));
  p.rect(w * 0.2, h * 0.55, w * 0.6, h * 0.23, hsl(hue + 40, 60, 88));
  p.rect(w * 0.44, h * 0.62, w * 0.12, h * 0.16, hsl(hue, 45, 30));
}

/** The picture at `path` (for example `/media/units/501/1.png`), `width` by `height` pixels. */
export function drawPicture(path: string, width: number, height: number): Picture {
  const [kind = '', , name = ''] = path.replace(/^.*\/media\//, '').split('/');
  const seed = hashOf(path);
  const hue = seed % 360;
  const picture = new Picture(width, height);
  if (kind === 'agencies' || kind === 'banks') logo(picture, hue);
  else if (name.startsWith('floor-plan')) floorPlan(picture, hue);
  else {
    const tall = kind === 'projects' || seed % 3 === 0;
    picture.rect(0, 0, width, height, hsl(190 + (seed % 30), 60, 86));
    picture.circle(width * (tall ? 0.1 : 0.85), height * 0.18, height * 0.07, hsl(45, 90, 70));
    picture.rect(0, height * 0.82, width, height * 0.18, hsl(35, 35, 72));
    const building = 10 + ((seed >>> 8) % 35);
    if (tall) towers(picture, building);
    else villa(picture, building);
  }
  return picture;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** The parts one after the other, in one array. */
function joined(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
}

/** zlib's deflate (what PNG asks for), with the platform's CompressionStream: the browser's or Node's. */
async function deflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const compressed = new Response(data).body!.pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(compressed).arrayBuffer());
}

/** The picture as a PNG file (8-bit RGB; each row but the first filtered against the one above). */
export async function encodePng({ width, height, pixels }: Picture): Promise<Uint8Array> {
  const stride = width * 3;
  const filtered = new Uint8Array((stride + 1) * height);
  for (let row = 0; row < height; row += 1) {
    const at = row * (stride + 1);
    const line = pixels.subarray(row * stride, (row + 1) * stride);
    if (row === 0) filtered.set(line, at + 1);
    else {
      filtered[at] = 2; // "Up": a row like the one above is all zeros, which compresses to nearly nothing.
      const above = pixels.subarray((row - 1) * stride, row * stride);
      for (let x = 0; x < stride; x += 1) filtered[at + 1 + x] = (line[x]! - above[x]!) & 0xff;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  return joined([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await deflate(filtered)),
    chunk('IEND', new Uint8Array()),
  ]);
}
