import { isCancel } from 'axios';
import { useIntl } from 'react-intl';
import type { FinancingDocumentKind } from '@generated/model';
import { Actions } from '@/components/actions';
import { Button } from '@/components/button';
import { ApiForm, FileField, UploadProgressBar } from '@/components/form';
import { financingDocumentKindMessages } from '@/entities/financing-request';
import { withSniffedType } from '@/lib/input/file-type';
import { documentFileError, useDocumentUpload, type DocumentRules } from '../../api/documents';
import { documentsMessages as m } from '../../messages/documents';

type Props = {
  requestId: number;
  kind: FinancingDocumentKind;
  rules: DocumentRules;
  action: 'upload' | 'replace' | 'uploadAgain';
  onNotice: (text: string) => void;
};

/**
 * One document's file, checked by its content and size before it is sent; sent with a progress bar
 * and a cancel. A refusal lands on the field, a network failure above it with a retry; the chosen
 * file stays chosen.
 */
export function DocumentUploadForm({ requestId, kind, rules, action, onNotice }: Props) {
  const intl = useIntl();
  const upload = useDocumentUpload(requestId, kind);
  const field = `document_${kind}`;
  const kindName = intl.formatMessage(financingDocumentKindMessages[kind]);
  type Values = Record<string, File | undefined>;

  const submit = async (values: Values) => {
    try {
      await upload.upload(values[field] as File);
      onNotice(intl.formatMessage(m.uploadedNotice, { kind: kindName }));
    } catch (error) {
      if (!isCancel(error)) throw error;
      onNotice(intl.formatMessage(m.canceledNotice, { kind: kindName }));
    }
  };

  return (
    <ApiForm<Values>
      onSubmit={submit}
      fields={[field]}
      aliases={{ file: field }}
      validate={(values) => {
        const error = documentFileError(values[field], rules);
        return error ? { [field]: error } : {};
      }}
      onSucceeded={(form) => form.restart()}
    >
      {({ submitting }) => (
        <>
          <FileField
            name={field}
            label={intl.formatMessage(m.choose, { kind: kindName })}
            accept={['.pdf', '.jpg', '.jpeg', '.png', ...rules.contentTypes].join(',')}
            read={withSniffedType}
          />
          {upload.progress && <UploadProgressBar progress={upload.progress} />}
          <Actions>
            <Button type="submit" loading={submitting}>
              {intl.formatMessage(m[action])}
            </Button>
            {submitting && (
              <Button type="button" variant="secondary" onClick={upload.cancel}>
                {intl.formatMessage(m.cancelUpload)}
              </Button>
            )}
          </Actions>
        </>
      )}
    </ApiForm>
  );
}
