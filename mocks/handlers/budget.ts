/** The budget check saved to the account: get, save (validated, all codes at once), delete. */
import type { BudgetAnswers, ErrorCode, ErrorMeta } from '../../generated/model';
import { budgetOf, budgetView, eraseBudget, saveBudget } from '../db/budget';
import { employmentTypes } from '../db/lookups';
import { webAppConfig } from '../db/web-app-config';
import { fail, json, noContent, readJson } from '../lib/http';
import { customerApi } from '../lib/with-customer';

const PATH = '/customer/api/v1/budget';
const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The codes of every field that fails (the contract's `BudgetAnswers` table). */
export function budgetProblems(body: Partial<Record<keyof BudgetAnswers, unknown>>): {
  codes: ErrorCode[];
  meta?: ErrorMeta;
} {
  const codes: ErrorCode[] = [];
  let meta: ErrorMeta | undefined;
  const missing = (value: unknown) => value === undefined || value === null || value === '';
  const income = body.monthly_income;
  if (missing(income)) codes.push('monthly_income__required');
  else if (!isMoney(income)) codes.push('monthly_income__invalid');
  else if (income < webAppConfig.minimum_income) {
    codes.push('monthly_income__below_minimum');
    meta = { min: webAppConfig.minimum_income };
  }
  const obligations = body.monthly_obligations;
  if (missing(obligations)) codes.push('monthly_obligations__required');
  else if (!isMoney(obligations) || (isMoney(income) && obligations > income))
    codes.push('monthly_obligations__invalid');
  const type = employmentTypes.find((item) => item.code === body.employment_type);
  if (missing(body.employment_type)) codes.push('employment_type__required');
  else if (!type) codes.push('employment_type__invalid');
  const sub = body.employment_sub_type;
  if (type?.subTypes && missing(sub)) codes.push('employment_sub_type__required');
  else if (type?.subTypes && !type.subTypes.some((item) => item.code === sub))
    codes.push('employment_sub_type__invalid');
  const age = body.age;
  if (missing(age)) codes.push('age__required');
  else if (typeof age !== 'number' || !Number.isInteger(age) || age < 0 || age > 120)
    codes.push('age__invalid');
  else if (age < 18) codes.push('age__underage');
  for (const field of ['first_home', 'housing_support'] as const) {
    if (missing(body[field])) codes.push(`${field}__required`);
    else if (typeof body[field] !== 'boolean') codes.push(`${field}__invalid`);
  }
  return { codes, meta };
}

export const budgetHandlers = [
  customerApi.get(PATH, ({ customer }) => {
    const stored = budgetOf(customer.id);
    return stored ? json(budgetView(stored)) : fail(404, ['budget__not_found']);
  }),
  customerApi.put(PATH, async ({ request, customer }) => {
    const body = await readJson<BudgetAnswers>(request);
    const { codes, meta } = budgetProblems(body);
    if (codes.length > 0) return fail(400, codes, meta);
    const answers: BudgetAnswers = {
      monthly_income: body.monthly_income!,
      monthly_obligations: body.monthly_obligations!,
      employment_type: body.employment_type!,
      ...(employmentTypes.some((item) => item.code === body.employment_type && item.subTypes)
        ? { employment_sub_type: body.employment_sub_type }
        : {}),
      age: body.age!,
      first_home: body.first_home!,
      housing_support: body.housing_support!,
    };
    return json(budgetView(saveBudget(customer.id, answers)));
  }),
  customerApi.delete(PATH, ({ customer }) => {
    eraseBudget(customer.id);
    return noContent();
  }),
];
