/** A budget check the lending rules finance: the contract's `saveMyBudget` example. */
export const BUDGET_ANSWERS = {
  monthly_income: 18_000,
  monthly_obligations: 1_500,
  employment_type: 'military',
  employment_sub_type: 'officer',
  age: 34,
  first_home: true,
  housing_support: false,
};
