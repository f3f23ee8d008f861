import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * A place from the smallest to the largest part (district, city, region), joined as an address is
 * written: «النرجس، الرياض» and "Al Narjis, Riyadh". Never a list's «و» / "and": these are one place.
 */
export function joinPlace(parts: readonly (string | null | undefined)[], locale: string): string {
  const separator = locale.startsWith('ar') ? '، ' : ', ';
  return parts
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(separator);
}

/** `joinPlace` in the current language. */
export function useJoinPlace(): (parts: readonly (string | null | undefined)[]) => string {
  const { locale } = useIntl();
  return useCallback((parts) => joinPlace(parts, locale), [locale]);
}
