import { useMemo } from 'react';
import { useGetFinancingRates } from '@generated/api/financing/financing';
import {
  useGetWebAppConfig,
  useListEmploymentTypes,
  useListNhcPropertyTypes,
  useListNhcRegionCities,
  useListNhcRegions,
} from '@generated/api/lookups/lookups';
import { useListReservations } from '@generated/api/reservations/reservations';

const HOUR = 60 * 60 * 1000;

export const useEmploymentTypes = () => useListEmploymentTypes({ query: { staleTime: HOUR } });
export const useRates = () => useGetFinancingRates({ query: { staleTime: HOUR } });
export const useRegions = () => useListNhcRegions({ query: { staleTime: HOUR } });
export const usePropertyTypes = () =>
  useListNhcPropertyTypes({ purpose: 'buy' }, { query: { staleTime: HOUR } });

export const useRegionCities = (regionId: number | undefined) =>
  useListNhcRegionCities(regionId ?? 0, undefined, {
    query: { enabled: Boolean(regionId), staleTime: HOUR },
  });

/** The reservations a request may finance: confirmed, or whose earlier financing was rejected. */
export const useFinanceableReservations = () =>
  useListReservations({ status: ['confirmed', 'financing_rejected'], page_size: 50 });

/** The server's limits (loan amount, minimum income, fees cap); the same object until they change. */
export function useFinancingLimits() {
  const { data } = useGetWebAppConfig({ query: { staleTime: Infinity } });
  return useMemo(
    () => ({
      loanAmountMin: data?.loan_amount_min,
      loanAmountMax: data?.loan_amount_max,
      minimumIncome: data?.minimum_income,
      feesMaxPercent: data?.fees_max_percent ?? 4.8,
    }),
    [data],
  );
}
