import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useCreateRealEstateRequest } from '@generated/api/requests/requests';
import type { FormReceipt } from '@generated/model';
import { Button } from '@/components/button';
import { CheckboxField, focusFirstError, FormError } from '@/components/form';
import { submitErrors } from '@/lib/form-errors';
import { useDistrictsMax } from '../api/lookups';
import { commonFormMessages } from '../messages/common';
import { realEstateMessages as m } from '../messages/real-estate';
import {
  REAL_ESTATE_ALIASES,
  REAL_ESTATE_FIELDS,
  toRealEstateBody,
  validateRealEstateRequest,
  type RealEstateValues,
} from '../schemas/real-estate';
import { DetailsFields } from './details-fields';
import { Actions, Intro, Narrow, Section } from './form-layout';
import { FormSuccess } from './form-success';
import { PersonalFields } from './personal-fields';
import { PlaceFields } from './place-fields';
import { useGuardedSubmit } from './use-guarded-submit';

type Sent = { receipt: FormReceipt; phone: string };
const INITIAL: RealEstateValues = { districts: [] };

/** The request for a home the customer did not find: details, place, contact details, agreement. */
export function RealEstateRequestForm() {
  const intl = useIntl();
  const districtsMax = useDistrictsMax();
  const send = useCreateRealEstateRequest();
  const { formRef, onSubmit } = useGuardedSubmit<RealEstateValues>();
  const [sent, setSent] = useState<Sent | null>(null);

  if (sent) {
    return (
      <FormSuccess
        title={intl.formatMessage(m.successTitle)}
        body={intl.formatMessage(m.successBody, { phone: sent.phone })}
        reference={sent.receipt.reference}
        onAgain={() => setSent(null)}
      />
    );
  }

  const submit = async (values: RealEstateValues) => {
    const body = toRealEstateBody(values);
    try {
      setSent({ receipt: await send.mutateAsync({ data: body }), phone: body.phone_number });
      return undefined;
    } catch (error) {
      focusFirstError(formRef.current);
      return submitErrors(error, REAL_ESTATE_FIELDS, REAL_ESTATE_ALIASES);
    }
  };

  return (
    <Narrow>
      <Intro>{intl.formatMessage(m.intro)}</Intro>
      <Form<RealEstateValues>
        onSubmit={submit}
        validate={(values) => validateRealEstateRequest(values, districtsMax)}
        initialValues={INITIAL}
        render={({ handleSubmit, submitError, submitting, form }) => (
          <form ref={formRef} noValidate onSubmit={(event) => onSubmit(event, form, handleSubmit)}>
            <FormError error={submitError} />
            <Section aria-labelledby="request-details">
              <h2 id="request-details">{intl.formatMessage(m.details)}</h2>
              <DetailsFields />
            </Section>
            <Section aria-labelledby="request-location">
              <h2 id="request-location">{intl.formatMessage(m.location)}</h2>
              <PlaceFields />
            </Section>
            <Section aria-labelledby="request-contact">
              <h2 id="request-contact">{intl.formatMessage(commonFormMessages.personalInfo)}</h2>
              <PersonalFields />
              <CheckboxField name="consent" label={intl.formatMessage(m.consent)} required />
            </Section>
            <Actions>
              <Button type="submit" loading={submitting}>
                {intl.formatMessage(m.submit)}
              </Button>
            </Actions>
          </form>
        )}
      />
    </Narrow>
  );
}
