import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useUpdateFinancingRequest } from '@generated/api/financing/financing';
import type { FinancingRequest } from '@generated/model';
import { Button } from '@/components/button';
import { ApiForm } from '@/components/form/api-form';
import { useStoreRequest } from '../../api/request';
import { wizardMessages as w } from '../../messages/wizard';
import { toStepBody } from '../../schemas/step-bodies';
import type { StepContext } from '../../schemas/step-validation';
import { STEP_ALIASES, STEP_FORM_FIELDS, type FormStepId } from '../../schemas/steps';
import type { WizardValues } from '../../schemas/values';
import { Actions } from '@/components/actions';

/**
 * The steps' checks (Zod and the contract's schemas) are not needed to show a step: they load once
 * the step is shown. The check is always a promise (final-form waits for it before a submit): a
 * form that mixed answers now and later would keep a stale later one.
 */
let loaded: (module: typeof import('../../schemas/step-validation')) => void;
const validation = new Promise<typeof import('../../schemas/step-validation')>(
  (resolve) => (loaded = resolve),
);
const loadValidation = () => import('../../schemas/step-validation').then(loaded);

type Props = {
  step: FormStepId;
  request: FinancingRequest;
  initialValues: WizardValues;
  context: StepContext;
  /** Back: the values typed so far are kept by the wizard (not saved). */
  onBack?: (values: WizardValues) => void;
  onSaved: (request: FinancingRequest) => void;
  children: ReactNode;
};

/** One step: checks its fields, saves them with PATCH (only this step's fields), shows server codes. */
export function StepForm({
  step,
  request,
  initialValues,
  context,
  onBack,
  onSaved,
  children,
}: Props) {
  const intl = useIntl();
  const update = useUpdateFinancingRequest();
  const store = useStoreRequest();
  useEffect(() => void loadValidation(), []);

  const submit = async (values: WizardValues) => {
    const saved = await update.mutateAsync({
      requestId: request.id,
      data: toStepBody(step, values),
    });
    store(saved);
    onSaved(saved);
  };

  return (
    <ApiForm<WizardValues>
      onSubmit={submit}
      fields={STEP_FORM_FIELDS[step]}
      aliases={STEP_ALIASES[step]}
      initialValues={initialValues}
      // The defaults follow the lending limits, which may arrive after the step is shown.
      keepTypedOnNewStart
      validate={(values) => validation.then((module) => module.validateStep(step, values, context))}
    >
      {({ submitting, form }) => (
        <>
          {children}
          <Actions>
            {onBack && (
              <Button
                type="button"
                variant="secondary"
                onClick={() => onBack(form.getState().values)}
                disabled={submitting}
              >
                {intl.formatMessage(w.back)}
              </Button>
            )}
            <Button type="submit" loading={submitting}>
              {intl.formatMessage(w.next)}
            </Button>
          </Actions>
        </>
      )}
    </ApiForm>
  );
}
