import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useCreateFeedback } from '@generated/api/requests/requests';
import {
  createFeedbackBodyTextMax,
  createFeedbackBodyTextMin,
} from '@generated/zod/requests/requests.zod';
import type { FormReceipt } from '@generated/model';
import { Button } from '@/components/button';
import { focusFirstError, FormError, SelectField, TextField } from '@/components/form';
import { isApiError } from '@/lib/api-error';
import { submitErrors } from '@/lib/form-errors';
import { contactDraft } from '../contact-draft';
import { commonFormMessages } from '../messages/common';
import { contactMessages as m } from '../messages/contact';
import {
  FEEDBACK_ALIASES,
  FEEDBACK_FIELDS,
  FEEDBACK_REASONS,
  toFeedbackBody,
  validateFeedback,
  type FeedbackValues,
} from '../schemas/feedback';
import { Actions, Intro, Narrow, Section } from './form-layout';
import { FormSuccess } from './form-success';
import { FraudRiskNotice } from './fraud-risk-notice';
import { PersonalFields } from './personal-fields';
import { useGuardedSubmit } from './use-guarded-submit';

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
  const { formRef, onSubmit } = useGuardedSubmit<FeedbackValues>();
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
      return undefined;
    } catch (error) {
      if (isApiError(error) && error.has('feedback__fraud_risk_high')) {
        contactDraft.save(values);
        setFraudRisk(true);
        return undefined;
      }
      focusFirstError(formRef.current);
      return submitErrors(error, FEEDBACK_FIELDS, FEEDBACK_ALIASES);
    }
  };

  return (
    <Narrow>
      <Intro>{intl.formatMessage(m.intro)}</Intro>
      {fraudRisk && <FraudRiskNotice />}
      <Form<FeedbackValues>
        onSubmit={submit}
        validate={validateFeedback}
        initialValues={initialValues}
        render={({ handleSubmit, submitError, submitting, form }) => (
          <form ref={formRef} noValidate onSubmit={(event) => onSubmit(event, form, handleSubmit)}>
            <FormSpy<FeedbackValues>
              subscription={{ values: true }}
              onChange={({ values }) => contactDraft.save(values)}
            />
            <FormError error={submitError} />
            <Section as="div">
              <SelectField
                name="reason"
                label={intl.formatMessage(m.reason)}
                options={FEEDBACK_REASONS.map((reason) => ({
                  value: reason,
                  label: intl.formatMessage(REASON_LABELS[reason]),
                }))}
                placeholder={intl.formatMessage(commonFormMessages.choose)}
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
