import { useGetWebAppConfig } from '@generated/api/lookups/lookups';

export type CalculatorLimits = {
  feesMaxPercent: number;
  firstHomeLtvMaxPercent: number;
  dbrMaxPercent: number;
  dbrHousingProgramMaxPercent: number;
};

/** Spec section 9 (fees 4.8 %), SAMA 2018 (first-home LTV 90 %), SAMA DBR limits (55 % / 65 %). */
export const DEFAULT_LIMITS: CalculatorLimits = {
  feesMaxPercent: 4.8,
  firstHomeLtvMaxPercent: 90,
  dbrMaxPercent: 55,
  dbrHousingProgramMaxPercent: 65,
};

/** The rules the server enforces (web-app config), with the published defaults until it answers. */
export function useCalculatorLimits(): CalculatorLimits {
  const { data } = useGetWebAppConfig({ query: { staleTime: Infinity } });
  if (!data) return DEFAULT_LIMITS;
  return {
    feesMaxPercent: data.fees_max_percent,
    firstHomeLtvMaxPercent: data.first_home_ltv_max_percent,
    dbrMaxPercent: data.dbr_max_percent,
    dbrHousingProgramMaxPercent: data.dbr_housing_program_max_percent,
  };
}
