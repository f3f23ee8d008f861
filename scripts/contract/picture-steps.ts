// Hand-written: a picture's smaller copies (`Image.variants`) are addresses the contract promises
// answer the same picture at their width, which no schema can check. After a unit's answer held, each
// copy of its pictures must answer 200 with an image, a PNG's header saying the copy's width.
import type { Exchange } from './client';
import type { HandContext } from './hand-steps';

type Variant = { url?: unknown; width?: unknown; height?: unknown };

/** Every `variants` entry anywhere in an answer (pictures nest: cover, gallery, design, plan). */
export function variantsIn(value: unknown, found: Variant[] = []): Variant[] {
  if (Array.isArray(value)) for (const item of value) variantsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'variants' && Array.isArray(item)) found.push(...(item as Variant[]));
      else variantsIn(item, found);
    }
  }
  return found;
}

const PNG = [0x89, 0x50, 0x4e, 0x47];
/** How many copies are followed: two pictures' worth. */
const FOLLOWED = 6;

/** The problems of one copy's answer: not 200, not an image, a PNG of another width. */
export function variantProblems(variant: Variant, response: Response, bytes: Uint8Array): string[] {
  const where = String(variant.url);
  if (response.status !== 200) return [`the copy ${where} answers ${response.status}`];
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('image/'))
    return [`the copy ${where} is not an image (${type || 'no type'})`];
  if (PNG.every((byte, at) => bytes[at] === byte) && bytes.length >= 24) {
    const width = new DataView(bytes.buffer, bytes.byteOffset + 16, 4).getUint32(0);
    if (width !== variant.width)
      return [`the copy ${where} is ${width} wide, not ${variant.width}`];
  }
  return [];
}

/** After `getUnit` held: every copy of the unit's pictures resolves at its width. */
export async function pictureVariantsResolve({
  anonymous,
  customer,
  check,
  fetchRaw,
}: HandContext) {
  const exchange = [...anonymous.exchanges, ...customer.exchanges].findLast(
    ({ path, status, method }: Exchange) =>
      method === 'GET' && status === 200 && /^\/api\/v1\/units\/\d+\/$/.test(path),
  );
  const variants = variantsIn(exchange?.body);
  if (variants.length === 0) {
    check('the pictures’ smaller copies resolve', exchange, [
      'the unit has no picture with smaller copies to follow',
    ]);
    return;
  }
  const problems: string[] = [];
  // The first pictures' copies (a server may draw each on demand): enough to see the rule hold.
  const distinct = [...new Map(variants.map((each) => [String(each.url), each])).values()];
  for (const variant of distinct.slice(0, FOLLOWED)) {
    const response = await fetchRaw(String(variant.url));
    problems.push(
      ...variantProblems(variant, response, new Uint8Array(await response.arrayBuffer())),
    );
  }
  check('the pictures’ smaller copies resolve', exchange, problems);
}
