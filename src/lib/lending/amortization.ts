/** One year of a level-installment loan: what the installments repaid and earned, and what is left. */
export type AmortizationYear = { year: number; principal: number; profit: number; balance: number };

/**
 * The yearly split of a level monthly installment into principal and profit on the reducing balance,
 * and the balance at each year's end (the last installment clears what is left).
 */
export function amortizationByYear(
  loan: number,
  annualRatePercent: number,
  months: number,
  installment: number,
): AmortizationYear[] {
  const rate = annualRatePercent / 1200;
  const years: AmortizationYear[] = [];
  let balance = loan;
  for (let month = 1; month <= months && balance > 0; month += 1) {
    const profit = balance * rate;
    const principal = month === months ? balance : Math.min(balance, installment - profit);
    balance -= principal;
    const year = Math.ceil(month / 12);
    const row = years[year - 1] ?? (years[year - 1] = { year, principal: 0, profit: 0, balance });
    row.principal += principal;
    row.profit += profit;
    row.balance = Math.max(0, balance);
  }
  return years;
}
