import type { ErrorCode, ErrorMeta, FinancingRequestInput } from '../../../generated/model';
import {
  checkLending,
  dbrCapPercent,
  lendingLimits,
  ltvCapPercent,
  maxInstallmentByDbr,
  maxLoanByLtv,
  principalFromInstallment,
  type LendingApplication,
} from '../../../src/lib/lending/lending-rules';
import { webAppConfig } from '../web-app-config';

/** The responsible-lending limits of the mock's web-app configuration (the app reads the same). */
export const LENDING_LIMITS = lendingLimits(webAppConfig);

/** The fields whose save re-checks the rules. */
export const LENDING_FIELDS = [
  'estimated_price',
  'down_payment',
  'reservation_id',
  'own_property',
  'has_existing_mortgage',
  'loan_term_years',
  'age',
  'preferred_monthly_installment',
  'monthly_income',
  'official_obligations',
  'additional_obligations',
  'supported_by_housing_ministry',
];

const obligationsOf = (input: FinancingRequestInput) =>
  (input.official_obligations ?? 0) + (input.additional_obligations ?? 0);

function applicationOf(input: FinancingRequestInput): LendingApplication | undefined {
  const { estimated_price: price, down_payment: downPayment } = input;
  if (price === undefined || downPayment === undefined) return undefined;
  return {
    price,
    downPayment,
    firstHome: input.has_existing_mortgage !== true,
    years: input.loan_term_years,
    age: input.age,
    installment: input.preferred_monthly_installment,
    income: input.monthly_income,
    obligations: obligationsOf(input),
    housingProgram: input.supported_by_housing_ministry === true,
  };
}

/**
 * The rules the saved input breaks, as error codes with their data. The loan amount's range keeps its
 * own code (`loan_amount__out_of_range`, checked by the caller), so only LTV, DBR and age are here.
 */
export function lendingErrors(input: FinancingRequestInput): {
  codes: ErrorCode[];
  meta: ErrorMeta;
} {
  const application = applicationOf(input);
  if (!application) return { codes: [], meta: {} };
  const violations = checkLending(application, LENDING_LIMITS).filter(
    (item) => !item.code.startsWith('loan_amount__'),
  );
  const byCode = Object.fromEntries(violations.map((item) => [item.code, { ...item.meta }]));
  const meta: ErrorMeta = violations.length ? { by_code: byCode } : {};
  return { codes: violations.map((item) => item.code), meta };
}

/**
 * What a bank may lend on the request at `annualRatePercent`: the amount asked, lowered to the
 * loan-to-value cap and to what the debt-burden cap's installment repays over the term; the fees are
 * added to it with `add_to_loan`.
 */
export function lendableAmount(
  input: FinancingRequestInput,
  annualRatePercent: number,
  fees: number,
): { loan: number; financedFees: number } {
  const price = input.estimated_price ?? 0;
  const asked = Math.max(0, price - (input.down_payment ?? 0));
  const byLtv = maxLoanByLtv(
    price,
    ltvCapPercent(LENDING_LIMITS, input.has_existing_mortgage !== true),
  );
  const financedFees = input.fees_option === 'add_to_loan' ? fees : 0;
  const months = (input.loan_term_years ?? 25) * 12;
  let loan = Math.min(asked, byLtv);
  if (input.monthly_income) {
    const percent = dbrCapPercent(
      LENDING_LIMITS,
      input.monthly_income,
      input.supported_by_housing_ministry === true,
    );
    const installment = maxInstallmentByDbr(input.monthly_income, obligationsOf(input), percent);
    const byDbr = Math.floor(principalFromInstallment(installment, annualRatePercent, months));
    loan = Math.min(loan, byDbr - financedFees);
  }
  return { loan: Math.max(0, loan), financedFees };
}
