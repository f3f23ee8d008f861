import { useState } from 'react';
import { FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useCreateFeedback } from '@generated/api/requests/requests';
import {
  createFeedbackBodyTextMax,
  createFeedbackBodyTextMin,
} from '@generated/zod/requests/requests.zod';
import type { FormReceipt } from '@generated/model';
import { ApiForm, formMessages, PersonalFields, SelectField, TextField } from '@/components/form';
import { isApiError } from '@/lib/http/api-error';
import { contactDraft } from '../contact-draft';
import { contactMessages as m } from '../messages/contact';
import {
  FEEDBACK_ALIASES,
  FEEDBACK_FIELDS,
  FEEDBACK_REASONS,
  toFeedbackBody,
  validateFeedback,
  type FeedbackValues,
} from '../schemas/feedback';
import { Intro, Narrow, Section } from './form-layout';
import { FormSuccess } from './form-success';
import { FraudRiskNotice } from './fraud-risk-notice';

const REASON_LABELS = {
  bug: m.reasonBug,
  complaint: m.reasonComplaint,
  suggestion: m.reasonSuggestion,
  other: m.reasonOther,
};

type Sent = { receipt: FormReceipt; email: string };

/** The feedback message; the draft survives a trip to sign-in when the server asks for one. */
export function ContactForm() {
  const intl = useIntl();
  const send = useCreateFeedback();
  const [initialValues, setInitialValues] = useState<FeedbackValues>(
    () => contactDraft.read() ?? {},
  );
  const [fraudRisk, setFraudRisk] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);

  if (sent) {
    return (
      <FormSuccess
        title={intl.formatMessage(m.successTitle)}
        body={intl.formatMessage(m.successBody, { email: sent.email })}
        reference={sent.receipt.reference}
        onAgain={() => {
          setInitialValues({});
          setSent(null);
        }}
      />
    );
  }

  const submit = async (values: FeedbackValues) => {
    setFraudRisk(false);
    const body = toFeedbackBody(values);
    try {
      const receipt = await send.mutateAsync({ data: body });
      contactDraft.clear();
      setSent({ receipt, email: body.email });
    } catch (error) {
      if (!isApiError(error) || !error.has('feedback__fraud_risk_high')) throw error;
      contactDraft.save(values);
      setFraudRisk(true);
    }
  };

  return (
    <Narrow>
      <Intro>{intl.formatMessage(m.intro)}</Intro>
      {fraudRisk && <FraudRiskNotice />}
      <ApiForm<FeedbackValues>
        onSubmit={submit}
        submitLabel={intl.formatMessage(m.submit)}
        fields={FEEDBACK_FIELDS}
        aliases={FEEDBACK_ALIASES}
        validate={validateFeedback}
        initialValues={initialValues}
      >
        {() => (
          <>
            <FormSpy<FeedbackValues>
              subscription={{ values: true }}
              onChange={({ values }) => contactDraft.save(values)}
            />
            <Section as="div">
              <SelectField
                name="reason"
                label={intl.formatMessage(m.reason)}
                options={FEEDBACK_REASONS.map((reason) => ({
                  value: reason,
                  label: intl.formatMessage(REASON_LABELS[reason]),
                }))}
                placeholder={intl.formatMessage(formMessages.choose)}
                required
              />
              <PersonalFields emailLabel={intl.formatMessage(m.contactEmail)} />
              <TextField
                name="text"
                label={intl.formatMessage(m.details)}
                hint={intl.formatMessage(m.detailsHint, {
                  min: createFeedbackBodyTextMin,
                  max: createFeedbackBodyTextMax,
                })}
                maxLength={createFeedbackBodyTextMax}
                multiline
                required
              />
            </Section>
          </>
        )}
      </ApiForm>
    </Narrow>
  );
}
