import { forwardRef, useEffect, useImperativeHandle, useRef, type RefObject } from 'react';
import type { FormApi } from 'final-form';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { createCareerApplicationBodyCoverLetterMax } from '@generated/zod/careers/careers.zod';
import type { FormReceipt, JobOpening } from '@generated/model';
import { Button } from '@/components/button';
import {
  ApiForm,
  FileField,
  fileSize,
  formMessages,
  PersonalFields,
  SelectField,
  TextField,
  UploadProgressBar,
} from '@/components/form';
import { withSniffedType } from '@/lib/input/file-type';
import { useApply } from '../api/use-apply';
import { careersMessages as m } from '../messages/careers';
import {
  APPLICATION_ALIASES,
  APPLICATION_FIELDS,
  toApplicationBody,
  validateApplication,
  type ApplicationValues,
  type CvRules,
} from '../schemas/application';

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
  const formRef = useRef<HTMLDivElement>(null);
  const api = useRef<FormApi<ApplicationValues>>(null);

  useImperativeHandle(ref, () => ({
    choose: (openingId) => {
      api.current?.change('opening_id', String(openingId));
      formRef.current?.querySelector<HTMLElement>('#field-opening_id')?.focus();
    },
  }));

  const submit = async (values: ApplicationValues) => {
    const receipt = await apply.mutateAsync({ data: toApplicationBody(values) });
    onSent(
      receipt,
      openings.find((opening) => String(opening.id) === values.opening_id),
    );
  };

  return (
    <ApiForm<ApplicationValues>
      onSubmit={submit}
      fields={APPLICATION_FIELDS}
      aliases={APPLICATION_ALIASES}
      validate={(values) => validateApplication(values, rules)}
    >
      {({ submitting, blocked }) => (
        <div ref={formRef}>
          <FormApiRef apiRef={api} />
          <SelectField
            name="opening_id"
            label={intl.formatMessage(m.opening)}
            options={openings.map((opening) => ({
              value: String(opening.id),
              label: opening.title,
            }))}
            placeholder={intl.formatMessage(formMessages.choose)}
            required
          />
          <PersonalFields />
          <FileField
            name="cv"
            label={intl.formatMessage(m.cv)}
            hint={intl.formatMessage(m.cvHint, { size: fileSize(intl, rules.maxBytes) })}
            accept={['.pdf', '.doc', '.docx', ...rules.contentTypes].join(',')}
            read={withSniffedType}
          />
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
          <Button type="submit" loading={submitting} disabled={blocked}>
            {intl.formatMessage(m.submit)}
          </Button>
        </div>
      )}
    </ApiForm>
  );
});
