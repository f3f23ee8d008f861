import { forwardRef, useEffect, useImperativeHandle, useRef, type RefObject } from 'react';
import type { FormApi } from 'final-form';
import { Form, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import {
  createCareerApplicationBodyCoverLetterMax,
  createCareerApplicationBodyEmailMax,
  createCareerApplicationBodyFullNameMax,
} from '@generated/zod/careers/careers.zod';
import type { FormReceipt, JobOpening } from '@generated/model';
import { Button } from '@/components/button';
import { focusFirstError, FormError, SelectField, TextField } from '@/components/form';
import { ProfilePrefill } from '@/components/form/profile-prefill';
import { toLatinDigits } from '@/lib/digits';
import { submitErrors } from '@/lib/form-errors';
import { useApply } from '../api/use-apply';
import { careersMessages as m } from '../messages';
import {
  APPLICATION_ALIASES,
  APPLICATION_FIELDS,
  toApplicationBody,
  validateApplication,
  type ApplicationValues,
  type CvRules,
} from '../schemas';
import { CvField } from './cv-field';
import { UploadProgressBar } from './upload-progress';

/** Keeps the form's API for `choose`, which is called from outside the form. */
function FormApiRef({ apiRef }: { apiRef: RefObject<FormApi<ApplicationValues> | null> }) {
  const form = useForm<ApplicationValues>();
  useEffect(() => {
    apiRef.current = form;
  }, [form, apiRef]);
  return null;
}

export type ApplicationFormHandle = { choose: (openingId: number) => void };

type Props = {
  openings: JobOpening[];
  rules: CvRules;
  onSent: (receipt: FormReceipt, opening: JobOpening | undefined) => void;
};

/** The application with a CV; `choose` selects an opening from outside and moves focus to the form. */
export const ApplicationForm = forwardRef<ApplicationFormHandle, Props>(function ApplicationForm(
  { openings, rules, onSent },
  ref,
) {
  const intl = useIntl();
  const apply = useApply();
  const formRef = useRef<HTMLFormElement>(null);
  const api = useRef<FormApi<ApplicationValues>>(null);

  useImperativeHandle(ref, () => ({
    choose: (openingId) => {
      api.current?.change('opening_id', String(openingId));
      formRef.current?.querySelector<HTMLElement>('#field-opening_id')?.focus();
    },
  }));

  const submit = async (values: ApplicationValues) => {
    try {
      const receipt = await apply.mutateAsync({ data: toApplicationBody(values) });
      onSent(
        receipt,
        openings.find((opening) => String(opening.id) === values.opening_id),
      );
      return undefined;
    } catch (error) {
      focusFirstError(formRef.current);
      return submitErrors(error, APPLICATION_FIELDS, APPLICATION_ALIASES);
    }
  };

  return (
    <Form<ApplicationValues>
      onSubmit={submit}
      validate={(values) => validateApplication(values, rules)}
      render={({ handleSubmit, submitError, submitting, form }) => (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (form.getState().submitting) return;
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstError(formRef.current);
          }}
        >
          <FormApiRef apiRef={api} />
          <ProfilePrefill />
          <FormError error={submitError} />
          <SelectField
            name="opening_id"
            label={intl.formatMessage(m.opening)}
            options={openings.map((opening) => ({
              value: String(opening.id),
              label: opening.title,
            }))}
            placeholder={intl.formatMessage(m.choose)}
            required
          />
          <TextField
            name="full_name"
            label={intl.formatMessage(m.fullName)}
            autoComplete="name"
            maxLength={createCareerApplicationBodyFullNameMax}
            required
          />
          <TextField
            name="phone_number"
            label={intl.formatMessage(m.phone)}
            hint={intl.formatMessage(m.phoneHint)}
            parse={toLatinDigits}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            required
          />
          <TextField
            name="email"
            label={intl.formatMessage(m.email)}
            type="email"
            autoComplete="email"
            maxLength={createCareerApplicationBodyEmailMax}
            dir="ltr"
            required
          />
          <CvField rules={rules} />
          <TextField
            name="cover_letter"
            label={intl.formatMessage(m.coverLetter)}
            hint={intl.formatMessage(m.coverLetterHint, {
              max: createCareerApplicationBodyCoverLetterMax,
            })}
            maxLength={createCareerApplicationBodyCoverLetterMax}
            multiline
          />
          {apply.progress && <UploadProgressBar progress={apply.progress} />}
          <Button type="submit" loading={submitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        </form>
      )}
    />
  );
});
