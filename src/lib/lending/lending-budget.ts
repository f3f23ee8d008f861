/**
 * The budget a customer can borrow for, on the responsible-lending rules of ./lending-rules (the one
 * module the calculator, the wizard and the mock share): the debt-burden cap of the income band and
 * program less the other obligations gives the instalment, the age at the end of the term the term,
 * the loan-amount range the loan, and the loan-to-value cap the price and its down payment.
 */
import {
  dbrCapPercent,
  defaultDownPayment,
  ltvCapPercent,
  maxInstallmentByDbr,
  maxLoanByLtv,
  monthlyInstallment,
  principalFromInstallment,
  type LendingLimits,
} from './lending-rules';

/** The longest term a home loan is offered for (the financing request's `loan_term_years`). */
export const LOAN_TERM_YEARS_MAX = 30;
/** How long a budget holds: rates and rules move, so it is checked again after this. */
export const BUDGET_VALID_DAYS = 30;

export type BudgetAnswers = {
  monthlyIncome: number;
  /** Instalments of the customer's other loans and commitments, per month. */
  monthlyObligations: number;
  employmentType: string;
  age: number;
  firstHome: boolean;
  /** Supported by REDF / the housing ministry: the housing program's debt-burden cap. */
  housingSupport: boolean;
};

/**
 * What limits the budget, most binding first: `employment` (no home loan for this employment),
 * `age` (no term left, or a shorter one), `loan_min` (the loan allowed is below the smallest loan),
 * `loan_max` (the largest loan), `obligations` or `dbr` (the instalment's cap, with or without other
 * obligations).
 */
export type BudgetLimitCode =
  'employment' | 'age' | 'loan_min' | 'loan_max' | 'obligations' | 'dbr';

export type BudgetLimit = {
  code: BudgetLimitCode;
  amount?: number;
  years?: number;
  percent?: number;
};

export type Budget = {
  financeable: boolean;
  /** The highest price the rules allow, its down payment and its loan (0 when not financeable). */
  priceMax: number;
  downPayment: number;
  loanMax: number;
  /** The instalment range: the smallest loan's and the highest price's, over `years`. */
  installmentMin: number;
  installmentMax: number;
  years: number;
  annualRatePercent: number;
  ltvPercent: number;
  dbrPercent: number;
  /** The instalment the debt-burden cap leaves after the obligations. */
  installmentCap: number;
  limits: BudgetLimit[];
};

/** Employment types no lender finances (the financing request's `employment_type__not_allowed`). */
const NOT_FINANCED = new Set(['unemployed']);

const floorRiyals = (value: number) => Math.max(0, Math.floor(value));

/** The budget of `answers` at `annualRatePercent`, on `limits`. */
export function lendingBudget(
  answers: BudgetAnswers,
  limits: LendingLimits,
  annualRatePercent: number,
): Budget {
  const ltvPercent = ltvCapPercent(limits, answers.firstHome);
  const dbrPercent = dbrCapPercent(limits, answers.monthlyIncome, answers.housingSupport);
  const installmentCap = maxInstallmentByDbr(
    answers.monthlyIncome,
    answers.monthlyObligations,
    dbrPercent,
  );
  const years = Math.min(LOAN_TERM_YEARS_MAX, floorRiyals(limits.maxAgeAtTermEnd - answers.age));
  const base = { years, annualRatePercent, ltvPercent, dbrPercent, installmentCap };
  const none = (limit: BudgetLimit): Budget => ({
    ...base,
    financeable: false,
    priceMax: 0,
    downPayment: 0,
    loanMax: 0,
    installmentMin: 0,
    installmentMax: 0,
    limits: [limit],
  });
  if (NOT_FINANCED.has(answers.employmentType)) return none({ code: 'employment' });
  if (years < 1) return none({ code: 'age', years: 0 });

  const months = years * 12;
  const loanByDbr = floorRiyals(
    principalFromInstallment(installmentCap, annualRatePercent, months),
  );
  if (loanByDbr < limits.loanAmountMin)
    return none({ code: 'loan_min', amount: limits.loanAmountMin });

  const limitsFound: BudgetLimit[] = [];
  if (loanByDbr > limits.loanAmountMax)
    limitsFound.push({ code: 'loan_max', amount: limits.loanAmountMax });
  else if (answers.monthlyObligations > 0)
    limitsFound.push({ code: 'obligations', amount: installmentCap });
  else limitsFound.push({ code: 'dbr', amount: installmentCap, percent: dbrPercent });
  if (years < LOAN_TERM_YEARS_MAX) limitsFound.push({ code: 'age', years });

  const loanWanted = Math.min(loanByDbr, limits.loanAmountMax);
  const priceMax = ltvPercent > 0 ? Math.floor((loanWanted * 100) / ltvPercent) : 0;
  const loanMax = Math.min(loanWanted, maxLoanByLtv(priceMax, ltvPercent));
  return {
    ...base,
    financeable: true,
    priceMax,
    downPayment: priceMax - loanMax,
    loanMax,
    installmentMin: Math.ceil(monthlyInstallment(limits.loanAmountMin, annualRatePercent, months)),
    installmentMax: Math.floor(monthlyInstallment(loanMax, annualRatePercent, months)),
    limits: limitsFound,
  };
}

export type PriceFit = { installment: number; within: boolean };

/**
 * A home's price against a budget: its instalment with the smallest down payment the rules allow
 * (the budget's term and rate; the loan at most the budget's), and whether the price is within it.
 */
export function priceFit(
  budget: Pick<Budget, 'financeable' | 'priceMax' | 'loanMax' | 'years' | 'annualRatePercent'>,
  price: number,
  firstHome: boolean,
  limits: LendingLimits,
): PriceFit {
  const loan = Math.min(price - defaultDownPayment(price, firstHome, limits), budget.loanMax);
  const installment = Math.round(
    monthlyInstallment(Math.max(0, loan), budget.annualRatePercent, budget.years * 12),
  );
  return { installment, within: budget.financeable && price <= budget.priceMax };
}

/** The day a budget made at `madeAt` stops holding (ISO date). */
export function budgetValidUntil(madeAt: Date): string {
  const until = new Date(madeAt.getTime() + BUDGET_VALID_DAYS * 86_400_000);
  return until.toISOString().slice(0, 10);
}
