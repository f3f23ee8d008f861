// Hand-written: the copy of the data holds what the customer saved elsewhere in the contract (the
// budget check, the recently viewed listings), so before it is asked for the customer saves one of
// each; after it, the copy must hold them.
import { BUDGET_ANSWERS } from '../../mocks/testing/budget-answers';
import type { Exchange } from './client';
import type { HandContext } from './hand-steps';

const DATA_EXPORT = '/customer/api/v1/profile/data-export';

type Copy = {
  budget?: { monthly_income?: number };
  recently_viewed?: Array<{ kind?: string; listing_id?: number }>;
};

/** The id of a listed unit (the first of the list), to record as viewed. */
async function firstUnitId({ anonymous }: HandContext): Promise<number | undefined> {
  const units = await anonymous.get<{ results?: Array<{ id: number }> }>('/api/v1/units/', {
    validate: false,
  });
  return units.body.results?.[0]?.id;
}

export function dataCopySteps() {
  let viewed: number | undefined;
  return {
    /** Before `getPersonalDataExport`: the customer saves a budget and opens a unit. */
    save: async (context: HandContext) => {
      const { customer } = context;
      await customer.put('/customer/api/v1/budget', { json: BUDGET_ANSWERS, validate: false });
      viewed = await firstUnitId(context);
      if (viewed !== undefined)
        await customer.put(`/customer/api/v1/recently-viewed/unit/${viewed}`, { validate: false });
    },
    /** After it held: the copy has the budget's answers and the unit first among the viewed. */
    held: async ({ customer, check }: HandContext) => {
      const exchange = customer.exchanges.findLast(
        ({ path, status }: Exchange) => path === DATA_EXPORT && status === 200,
      ) as Exchange<Copy> | undefined;
      const copy = exchange?.body;
      const problems: string[] = [];
      if (copy?.budget?.monthly_income !== BUDGET_ANSWERS.monthly_income)
        problems.push('the copy does not hold the budget check the customer saved');
      const first = copy?.recently_viewed?.[0];
      if (viewed === undefined) problems.push('no unit to record as viewed');
      else if (first?.kind !== 'unit' || first.listing_id !== viewed)
        problems.push(
          `the copy's recently viewed does not start with the unit ${viewed} just opened`,
        );
      check('the copy holds the saved budget and the recently viewed listings', exchange, problems);
    },
  };
}
