import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCreateRealEstateRequest } from '@generated/api/requests/requests';
import type { FormReceipt } from '@generated/model';
import { ApiForm, CheckboxField, PersonalFields } from '@/components/form';
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
import { Intro, Narrow, Section } from './form-layout';
import { FormSuccess } from './form-success';
import { PlaceFields } from './place-fields';

type Sent = { receipt: FormReceipt; phone: string };
const INITIAL: RealEstateValues = { districts: [] };

/** The request for a home the customer did not find: details, place, contact details, agreement. */
export function RealEstateRequestForm() {
  const intl = useIntl();
  const districtsMax = useDistrictsMax();
  const send = useCreateRealEstateRequest();
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
    setSent({ receipt: await send.mutateAsync({ data: body }), phone: body.phone_number });
  };

  return (
    <Narrow>
      <Intro>{intl.formatMessage(m.intro)}</Intro>
      <ApiForm<RealEstateValues>
        onSubmit={submit}
        submitLabel={intl.formatMessage(m.submit)}
        fields={REAL_ESTATE_FIELDS}
        aliases={REAL_ESTATE_ALIASES}
        validate={(values) => validateRealEstateRequest(values, districtsMax)}
        initialValues={INITIAL}
      >
        {() => (
          <>
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
          </>
        )}
      </ApiForm>
    </Narrow>
  );
}
