import type { ErrorCode } from '../../generated/model';

type Bounds = { min?: number; max?: number };

/**
 * Reads the query of a list call the way the contract describes: an empty value counts as absent, a value
 * that cannot be parsed adds `<name>__invalid` to `errors` (every failing parameter is reported).
 */
export class QueryReader {
  readonly errors: ErrorCode[] = [];

  constructor(private readonly params: URLSearchParams) {}

  private raw(name: string): string | undefined {
    const value = this.params.get(name)?.trim();
    return value ? value : undefined;
  }

  private invalid(code: string): undefined {
    const errorCode = code as ErrorCode;
    if (!this.errors.includes(errorCode)) this.errors.push(errorCode);
    return undefined;
  }

  int(
    name: string,
    { min = 1, max = Number.MAX_SAFE_INTEGER }: Bounds = {},
    code = `${name}__invalid`,
  ) {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const parsed = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
    return Number.isSafeInteger(parsed) && parsed >= min && parsed <= max
      ? parsed
      : this.invalid(code);
  }

  /** A number above zero. */
  positive(name: string): number | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const parsed = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
    return Number.isFinite(parsed) && parsed > 0 ? parsed : this.invalid(`${name}__invalid`);
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    return (values as readonly string[]).includes(value)
      ? (value as T)
      : this.invalid(`${name}__invalid`);
  }

  /** A repeated parameter (`a=x&a=y`); a comma-separated value is accepted too. */
  manyOf<T extends string>(name: string, values: readonly T[]): T[] {
    const all = this.params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim());
    const given = all.filter(Boolean);
    if (
      given.some((value) => !(values as readonly string[]).includes(value)) ||
      new Set(given).size !== given.length
    ) {
      this.invalid(`${name}__invalid`);
      return [];
    }
    return given as T[];
  }

  bool(name: string): boolean | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return this.invalid(`${name}__invalid`);
  }

  /** Free text, at most 100 characters, lower-cased for matching. */
  search(): string | undefined {
    const value = this.raw('search');
    if (value === undefined) return undefined;
    return value.length > 100 ? this.invalid('search__invalid') : value.toLowerCase();
  }

  /** `page` and `page_size` are checked here so that their codes join the others; `paginate` does the rest. */
  page(maxSize = 100): void {
    this.int('page', { min: 1 });
    this.int('page_size', { min: 1, max: maxSize });
  }

  /** `<name>__required` when the parameter is absent or empty. */
  require(name: string): void {
    if (this.raw(name) === undefined) this.invalid(`${name}__required`);
  }

  /** `<prefix>_min` and `<prefix>_max`, with `<prefix>__min_exceeds_max`. */
  range(prefix: 'price' | 'area'): Bounds {
    const min = this.positive(`${prefix}_min`);
    const max = this.positive(`${prefix}_max`);
    if (min !== undefined && max !== undefined && min > max)
      this.invalid(`${prefix}__min_exceeds_max`);
    return { min, max };
  }

  /** `minLng,minLat,maxLng,maxLat`. */
  bbox(): { minLng: number; minLat: number; maxLng: number; maxLat: number } | undefined {
    const value = this.raw('bbox');
    if (value === undefined) return undefined;
    if (!/^-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?$/.test(value)) {
      return this.invalid('bbox__invalid');
    }
    const [minLng, minLat, maxLng, maxLat] = value.split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const lngOk = (lng: number) => lng >= -180 && lng <= 180;
    const latOk = (lat: number) => lat >= -90 && lat <= 90;
    const valid =
      lngOk(minLng) &&
      lngOk(maxLng) &&
      latOk(minLat) &&
      latOk(maxLat) &&
      minLng <= maxLng &&
      minLat <= maxLat;
    return valid ? { minLng, minLat, maxLng, maxLat } : this.invalid('bbox__invalid');
  }
}

/** The values of a generated enum, for `oneOf` and `manyOf`. */
export const enumValues = <T extends Record<string, string>>(enumeration: T) =>
  Object.values(enumeration) as T[keyof T][];

export const within = (value: number, { min, max }: Bounds) =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

export const matches = (search: string | undefined, ...texts: (string | undefined)[]) =>
  search === undefined || texts.some((text) => text?.toLowerCase().includes(search));

/** Sorts by `ordering` (`field` or `-field`), ties by id; text is compared in the answer's language. */
export function sortBy<T extends { id: number }>(
  items: T[],
  ordering: string,
  value: (item: T, field: string) => number | string,
  locale = 'en',
) {
  const descending = ordering.startsWith('-');
  const field = descending ? ordering.slice(1) : ordering;
  const compare = (a: number | string, b: number | string) =>
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a).localeCompare(String(b), locale, { numeric: true });
  return [...items].sort(
    (a, b) => (descending ? -1 : 1) * compare(value(a, field), value(b, field)) || a.id - b.id,
  );
}
