import { parseAmount, toLatinDigits } from '@/lib/input/digits';

/** Trimmed text, or undefined when nothing but spaces was typed. */
export function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A mobile number as the server reads it: Latin digits, no spaces or dashes. */
export function phone(value: string | undefined): string | undefined {
  return text(toLatinDigits(value ?? '').replace(/[\s-]/g, ''));
}

/** A chosen id ("12") as a number; nothing chosen → undefined. */
export function id(value: string | undefined): number | undefined {
  return value ? Number(value) : undefined;
}

/** A typed amount; unreadable text becomes NaN so the check calls it invalid, not missing. */
export function amount(value: string | undefined): number | undefined {
  if (!text(value)) return undefined;
  return parseAmount(value ?? '') ?? Number.NaN;
}
