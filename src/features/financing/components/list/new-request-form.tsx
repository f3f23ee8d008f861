import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages } from '@/i18n/shared-messages';
import { useLocation } from 'wouter';
import { useCreateFinancingRequest } from '@generated/api/financing/financing';
import type { FinancingRequestInput } from '@generated/model';
import { Button } from '@/components/button';
import { ApiForm } from '@/components/form';
import { paths } from '@/config/paths';
import { useStoreRequest } from '../../api/request';
import { listMessages as m } from '../../messages/pages';
import { toStepBody } from '../../schemas/step-bodies';
import { validateStep } from '../../schemas/step-validation';
import { STEP_ALIASES, STEP_FORM_FIELDS } from '../../schemas/steps';
import type { WizardValues } from '../../schemas/values';
import { PropertyFields } from '../steps/property-fields';
import { Actions } from '@/components/actions';
import { Card } from '../ui';

type Props = {
  onCancel: () => void;
  /** The reservation the customer came from ("Request financing" after paying): chosen already. */
  reservationId?: number;
};

/** A new request starts from its property: a reservation of the customer, or one outside the platform. */
export function NewRequestForm({ onCancel, reservationId }: Props) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const create = useCreateFinancingRequest();
  const store = useStoreRequest();
  const initial = useMemo<WizardValues>(
    () =>
      reservationId
        ? { property_source: 'reservation', reservation_id: String(reservationId) }
        : {},
    [reservationId],
  );

  const submit = async (values: WizardValues) => {
    const created = await create.mutateAsync({
      data: toStepBody('property', values) as FinancingRequestInput,
    });
    store(created);
    navigate(paths.financingRequestEdit.getHref(created.id));
  };

  return (
    <Card aria-labelledby="new-request-title">
      <h2 id="new-request-title" tabIndex={-1}>
        {intl.formatMessage(m.createTitle)}
      </h2>
      <ApiForm<WizardValues>
        onSubmit={submit}
        fields={STEP_FORM_FIELDS.property}
        aliases={STEP_ALIASES.property}
        initialValues={initial}
        validate={(values) => validateStep('property', values)}
      >
        {({ submitting }) => (
          <>
            <PropertyFields />
            <Actions>
              <Button type="submit" loading={submitting}>
                {intl.formatMessage(m.createSubmit)}
              </Button>
              <Button type="button" variant="secondary" onClick={onCancel}>
                {intl.formatMessage(sharedMessages.cancel)}
              </Button>
            </Actions>
          </>
        )}
      </ApiForm>
    </Card>
  );
}
