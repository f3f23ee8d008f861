import { BANKS } from '../banks';
import { lendableAmount } from './lending';
import { OFFER_VALID_DAYS, nextOfferId, type MockFinancingRequest, type MockOffer } from './store';

const DAY = 86_400_000;
const round2 = (value: number) => Math.round(value * 100) / 100;
const riyadhDate = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

/** The monthly installment of an annuity loan: L·r / (1 − (1 + r)^−n), r the monthly rate. */
export function monthlyInstallment(
  loan: number,
  annualRatePercent: number,
  months: number,
): number {
  const rate = annualRatePercent / 1200;
  return rate === 0 ? loan / months : (loan * rate) / (1 - (1 + rate) ** -months);
}

const presentValue = (installment: number, monthlyRate: number, months: number) =>
  (installment * (1 - (1 + monthlyRate) ** -months)) / monthlyRate;

/**
 * The annual percentage rate: the yearly rate at which the installments are worth what the customer
 * actually receives (the loan minus the fees), found by bisection.
 */
export function annualPercentageRate(
  loan: number,
  fees: number,
  installment: number,
  months: number,
): number {
  let low = 1e-9;
  let high = 0.05;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(installment, middle, months) > loan - fees) low = middle;
    else high = middle;
  }
  return low * 1200;
}

/** SAMA's cap on an offer's fees together: 1% of the loan or SAR 5,000, whichever is less. */
export const feeCap = (loan: number) => Math.min(round2(loan / 100), 5_000);

/** The bank's quoted fees within the cap (the processing fee first). */
function cappedFees(loan: number, quotedBankFee: number, quotedAdminFees: number) {
  const cap = feeCap(loan);
  const bankFee = Math.min(quotedBankFee, cap);
  return { bankFee, adminFees: Math.min(quotedAdminFees, round2(cap - bankFee)) };
}

/**
 * What a bank lends within the loan-to-value and debt-burden caps, with its fees capped on that loan
 * (fees added to the loan or paid upfront). Financed fees lower what the debt-burden cap leaves, and a
 * lower cap can only raise the loan again, so capping on the loan lent once more keeps the cap true.
 */
function offerLoan(request: MockFinancingRequest, bank: (typeof BANKS)[number]) {
  const lendWith = (fees: number) => lendableAmount(request.input, bank.profitRate, fees);
  const first = cappedFees(lendWith(0).loan, bank.bankFee, bank.adminFees);
  const { bankFee, adminFees } = cappedFees(
    lendWith(first.bankFee + first.adminFees).loan,
    bank.bankFee,
    bank.adminFees,
  );
  const { loan: lent, financedFees } = lendWith(bankFee + adminFees);
  return { lent, financedFees, bankFee, adminFees };
}

/**
 * SAMA-style offers of every bank whose product covers the requested term (3 or 4 offers), cheapest
 * total cost first. installment = annuity(loan, rate, term), rounded up to the halala; total profit =
 * installment·n − loan; total cost = loan + total profit + bank fee + admin fees exactly (each part is
 * in the offer); APR ≥ profit rate because the fees are included.
 */
export function prepareOffers(request: MockFinancingRequest, at: number): MockOffer[] {
  const { estimated_price: price = 0, loan_term_years: years = 25 } = request.input;
  const months = years * 12;
  return BANKS.filter((bank) => years >= bank.termYearsMin && years <= bank.termYearsMax)
    .map((bank): MockOffer => {
      const { lent, financedFees, bankFee, adminFees } = offerLoan(request, bank);
      const loan = lent + financedFees;
      const installment = Math.ceil(monthlyInstallment(loan, bank.profitRate, months) * 100) / 100;
      const totalProfit = round2(installment * months - loan);
      const apr = annualPercentageRate(loan, bankFee + adminFees, installment, months);
      return {
        id: 0,
        bankId: bank.id,
        loanType: bank.loanType,
        profitRate: bank.profitRate,
        apr: Math.max(bank.profitRate, round2(apr)),
        bankFee,
        adminFees,
        totalCost: round2(lent + totalProfit + bankFee + adminFees),
        totalProfit,
        coveragePercent: round2((lent / price) * 100),
        downPayment: price - lent,
        loanAmount: lent,
        termYears: years,
        installment,
        firstInstallmentDate: riyadhDate(at + 60 * DAY),
        validUntil: at + (bank.offerValidDays ?? OFFER_VALID_DAYS) * DAY,
      };
    })
    .sort((a, b) => a.totalCost - b.totalCost)
    .map((offer) => ({ ...offer, id: nextOfferId() }));
}
