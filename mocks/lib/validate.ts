import type { ErrorCode } from '../../generated/model';
export { isValidNationalId } from '../../src/lib/input/national-id';

export { isEmail } from '../../src/lib/input/email';
export { isFullName } from '../../src/lib/input/full-name';
export { isSaudiMobile } from '../../src/lib/input/saudi-mobile';

/** Field checks of the mock backend, the same rules as the contract's schemas (and the app's). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A number written with another country's dialling prefix (`+971...`, `00971...`). */
export const hasForeignDialCode = (value: unknown) =>
  typeof value === 'string' && /^(\+|00)\d/.test(value) && !/^(\+|00)966/.test(value);

/** `05XXXXXXXX`, `9665XXXXXXXX` and `+9665XXXXXXXX` are stored as `+9665XXXXXXXX`. */
export const normalizePhone = (phone: string) => `+966${phone.replace(/^(\+?966|0)/, '')}`;

/** `+966512345678` → `05******78`. */
export const maskPhone = (phone: string) => {
  const local = `0${normalizePhone(phone).slice(4)}`;
  return `${local.slice(0, 2)}******${local.slice(-2)}`;
};

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const ageOn = (birthday: string, now: number) => {
  const born = new Date(`${birthday}T00:00:00Z`);
  const today = new Date(now);
  const age = today.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < born.getUTCMonth() ||
    (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate());
  return beforeBirthday ? age - 1 : age;
};

/** Collects the codes of every failing field, as the contract asks (all at once). */
export class FieldErrors {
  readonly codes: ErrorCode[] = [];

  add(code: ErrorCode): void {
    if (!this.codes.includes(code)) this.codes.push(code);
  }

  /** `<field>__required` when blank (and required), `<field>__invalid` when `valid` says no. */
  check(
    field: string,
    value: unknown,
    valid: (value: unknown) => boolean,
    required = true,
  ): boolean {
    if (isBlank(value)) {
      if (required) this.add(`${field}__required` as ErrorCode);
      return false;
    }
    if (valid(value)) return true;
    this.add(`${field}__invalid` as ErrorCode);
    return false;
  }

  get empty(): boolean {
    return this.codes.length === 0;
  }
}

/**
 * A path of this site (the contract's `SitePath`): one leading slash, never two (`//host` is another
 * host), no backslash (read as a slash) and no control character (C0, DEL, C1: a browser drops a tab
 * or a newline, so `/\t/evil.example` is `//evil.example`). The one check of every path the API takes.
 */
// eslint-disable-next-line no-control-regex
const SITE_PATH = /^\/(?!\/)[^\\\u0000-\u001f\u007f-\u009f]*$/u;
export const SITE_PATH_MAX_LENGTH = 2000;

export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SITE_PATH_MAX_LENGTH && SITE_PATH.test(value);
