import { useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { wizardMessages as w } from '../../messages/wizard';
import { toStepBody } from '../../schemas/step-bodies';
import type { FormStepId } from '../../schemas/steps';
import type { WizardValues } from '../../schemas/values';
import { MissingFields } from '../missing-fields';
import { Notice } from '../ui';

const given = (value: unknown) =>
  value !== undefined && value !== '' && !(typeof value === 'number' && Number.isNaN(value));

/** The fields of `missing` the step's form does not hold yet (an own property's city and price count). */
export function stillMissing(
  step: FormStepId,
  missing: readonly string[],
  values: WizardValues,
): string[] {
  const body = toStepBody(step, values) as Record<string, unknown>;
  const own = (body.own_property ?? {}) as Record<string, unknown>;
  return missing.filter((field) => {
    if (field === 'reservation_id' || field === 'own_property')
      return !given(body.reservation_id) && !given(body.own_property);
    return !given(body[field]) && !given(own[field]);
  });
}

/** The step's "still required" box, updated as the customer fills the fields. */
export function StillRequired({ step, missing }: { step: FormStepId; missing: readonly string[] }) {
  const intl = useIntl();
  const { values } = useFormState<WizardValues>({ subscription: { values: true } });
  const left = stillMissing(step, missing, values);
  return (
    <Notice as="div" aria-live="polite">
      {left.length > 0 ? (
        <MissingFields title={intl.formatMessage(w.missingTitle)} fields={left} />
      ) : (
        <p>{intl.formatMessage(w.missingNone)}</p>
      )}
    </Notice>
  );
}
