/**
 * SAMA's responsible-lending rules for a home loan, in one pure module shared by the calculator, the
 * financing wizard and the mock backend: loan-to-value, debt-burden cap by salary band and program,
 * age at the end of the term, loan amount range. Every limit comes from the web-app configuration.
 */

/** The debt-burden cap of the incomes up to `incomeMax` (the last band has none). */
export type DbrBand = { incomeMax?: number; maxPercent: number; housingProgramMaxPercent: number };

export type LendingLimits = {
  firstHomeLtvMaxPercent: number;
  /** Loan-to-value cap of a home that is not the customer's first. */
  ltvMaxPercent: number;
  dbrBands: readonly DbrBand[];
  maxAgeAtTermEnd: number;
  loanAmountMin: number;
  loanAmountMax: number;
};

/** The web-app configuration's fields that hold the rules (snake case, as the API sends them). */
export type LendingConfig = {
  first_home_ltv_max_percent: number;
  ltv_max_percent?: number;
  dbr_max_percent: number;
  dbr_housing_program_max_percent: number;
  dbr_bands?: readonly {
    income_max?: number;
    dbr_max_percent: number;
    dbr_housing_program_max_percent: number;
  }[];
  max_age_at_term_end?: number;
  loan_amount_min: number;
  loan_amount_max: number;
};

/** Published defaults until the configuration answers (SAMA: first home 90 %, DBR 55 % / 65 %). */
export const DEFAULT_LENDING_CONFIG: LendingConfig = {
  first_home_ltv_max_percent: 90,
  ltv_max_percent: 70,
  dbr_max_percent: 55,
  dbr_housing_program_max_percent: 65,
  max_age_at_term_end: 70,
  loan_amount_min: 100_000,
  loan_amount_max: 5_000_000,
};

export function lendingLimits(config: LendingConfig = DEFAULT_LENDING_CONFIG): LendingLimits {
  const bands: DbrBand[] = config.dbr_bands?.length
    ? config.dbr_bands.map((band) => ({
        incomeMax: band.income_max,
        maxPercent: band.dbr_max_percent,
        housingProgramMaxPercent: band.dbr_housing_program_max_percent,
      }))
    : [
        {
          maxPercent: config.dbr_max_percent,
          housingProgramMaxPercent: config.dbr_housing_program_max_percent,
        },
      ];
  return {
    firstHomeLtvMaxPercent: config.first_home_ltv_max_percent,
    ltvMaxPercent: config.ltv_max_percent ?? config.first_home_ltv_max_percent,
    dbrBands: [...bands].sort((a, b) => (a.incomeMax ?? Infinity) - (b.incomeMax ?? Infinity)),
    maxAgeAtTermEnd: config.max_age_at_term_end ?? Infinity,
    loanAmountMin: config.loan_amount_min,
    loanAmountMax: config.loan_amount_max,
  };
}

const wholeRiyals = (value: number) => Math.round(value);

/** The level monthly payment that repays `principal` over `months` at `annualRatePercent`. */
export function monthlyInstallment(principal: number, annualRatePercent: number, months: number) {
  if (principal <= 0 || months <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

/** The principal that a level monthly payment repays over `months` (the inverse of the annuity). */
export function principalFromInstallment(
  installment: number,
  annualRatePercent: number,
  months: number,
) {
  if (installment <= 0 || months <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return installment * months;
  return (installment * (1 - (1 + rate) ** -months)) / rate;
}

export function ltvCapPercent(limits: LendingLimits, firstHome: boolean): number {
  return firstHome ? limits.firstHomeLtvMaxPercent : limits.ltvMaxPercent;
}

/** The largest loan the loan-to-value cap allows on `price` (whole riyals, rounded down). */
export function maxLoanByLtv(price: number, ltvPercent: number): number {
  return Math.max(0, Math.floor((price * ltvPercent) / 100));
}

/** The debt-burden cap of a monthly income: its band's, or the housing program's within the band. */
export function dbrCapPercent(limits: LendingLimits, income: number, housingProgram: boolean) {
  const band =
    limits.dbrBands.find((item) => item.incomeMax === undefined || income <= item.incomeMax) ??
    limits.dbrBands[limits.dbrBands.length - 1];
  if (!band) return 0;
  return housingProgram
    ? Math.max(band.maxPercent, band.housingProgramMaxPercent)
    : band.maxPercent;
}

/** The largest installment the cap leaves after the customer's other monthly obligations. */
export function maxInstallmentByDbr(income: number, obligations: number, dbrPercent: number) {
  return Math.max(0, Math.floor((income * dbrPercent) / 100 - obligations));
}

/** What the rules need to know of an application; unknown values skip the rules that need them. */
export type LendingApplication = {
  price: number;
  downPayment: number;
  firstHome: boolean;
  years?: number;
  installment?: number;
  income?: number;
  obligations?: number;
  housingProgram?: boolean;
  age?: number;
};

/** What a violation says: the limit to reach (`limit`), how far off (`by`), and the rule's figure. */
export type LendingMeta = {
  limit: number;
  by: number;
  percent?: number;
  min?: number;
  max?: number;
  age?: number;
};

export type LendingViolationCode =
  | 'down_payment__below_ltv'
  | 'loan_amount__below_minimum'
  | 'loan_amount__above_maximum'
  | 'monthly_installment__above_dbr'
  | 'loan_term__beyond_max_age';

/** A broken rule: the field to change and what to change it to. */
export type LendingViolation = {
  code: LendingViolationCode;
  field: 'down_payment' | 'preferred_monthly_installment' | 'loan_term_years';
  meta: LendingMeta;
};

/**
 * The loan-amount rules the down payment breaks. Below the smallest loan comes alone (it asks for less
 * down payment); the loan-to-value cap and the largest loan together, the one asking the larger down
 * payment last, so a form that shows one error per field names the down payment that keeps both.
 */
function loanViolations(app: LendingApplication, limits: LendingLimits): LendingViolation[] {
  const { price, downPayment } = app;
  if (!(price > 0 && downPayment >= 0 && downPayment <= price)) return [];
  const loan = price - downPayment;
  const percent = ltvCapPercent(limits, app.firstHome);
  const minDown = price - maxLoanByLtv(price, percent);
  const field = 'down_payment';
  if (loan < limits.loanAmountMin) {
    const limit = Math.max(0, price - limits.loanAmountMin);
    const meta = { limit, by: wholeRiyals(downPayment - limit), min: limits.loanAmountMin };
    return [{ code: 'loan_amount__below_minimum', field, meta }];
  }
  const violations: LendingViolation[] = [];
  if (downPayment < minDown)
    violations.push({
      code: 'down_payment__below_ltv',
      field,
      meta: { limit: minDown, by: wholeRiyals(minDown - downPayment), percent },
    });
  if (loan > limits.loanAmountMax) {
    const limit = price - limits.loanAmountMax;
    const meta = { limit, by: wholeRiyals(limit - downPayment), max: limits.loanAmountMax };
    violations.push({ code: 'loan_amount__above_maximum', field, meta });
  }
  return violations.sort((a, b) => a.meta.limit - b.meta.limit);
}

/** Every rule the application breaks, all at once (an empty list when it keeps them all). */
export function checkLending(app: LendingApplication, limits: LendingLimits): LendingViolation[] {
  const violations = loanViolations(app, limits);
  if (app.installment !== undefined && app.income !== undefined && app.income > 0) {
    const percent = dbrCapPercent(limits, app.income, app.housingProgram ?? false);
    const limit = maxInstallmentByDbr(app.income, app.obligations ?? 0, percent);
    if (app.installment > limit)
      violations.push({
        code: 'monthly_installment__above_dbr',
        field: 'preferred_monthly_installment',
        meta: { limit, by: wholeRiyals(app.installment - limit), percent },
      });
  }
  if (app.years !== undefined && app.age !== undefined) {
    const limit = Math.max(0, Math.floor(limits.maxAgeAtTermEnd - app.age));
    if (app.years > limit)
      violations.push({
        code: 'loan_term__beyond_max_age',
        field: 'loan_term_years',
        meta: { limit, by: app.years - limit, age: limits.maxAgeAtTermEnd },
      });
  }
  return violations;
}

/** The down payment a new application starts with: the largest loan the rules allow (not 100 %). */
export function defaultDownPayment(price: number, firstHome: boolean, limits: LendingLimits) {
  const loan = Math.min(
    maxLoanByLtv(price, ltvCapPercent(limits, firstHome)),
    limits.loanAmountMax,
  );
  return Math.max(0, price - loan);
}
