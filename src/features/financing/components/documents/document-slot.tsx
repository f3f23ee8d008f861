import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FinancingDocument, FinancingDocumentSlot } from '@generated/model';
import { Button } from '@/components/button';
import { fileSize } from '@/components/form';
import {
  FinancingDocumentReviewBadge,
  financingDocumentKindMessages,
  financingDocumentRejectionMessages,
} from '@/entities/financing-request';
import { useApiErrorText } from '@/lib/error-messages';
import { cleanFileName } from '@/lib/input/file-name';
import { safeSitePath } from '@/lib/navigation/safe-url';
import { useDocumentDelete, type DocumentRules } from '../../api/documents';
import { documentsMessages as m } from '../../messages/documents';
import { DocumentUploadForm } from './document-upload-form';

const Item = styled.li`
  padding: 16px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: 80px;
  h3 {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
    align-items: center;
    margin: 0 0 8px;
    font-size: 1.0625rem;
  }
  p {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
  }
`;

/** A document's name as shown and offered for download: cleaned again, whatever the API sent. */
const shownName = (document: FinancingDocument) =>
  cleanFileName(document.file_name, document.content_type);

function UploadedFile({ document }: { document: FinancingDocument }) {
  const intl = useIntl();
  const href = safeSitePath(document.url);
  const name = shownName(document);
  const text = intl.formatMessage(m.file, {
    name,
    size: fileSize(intl, document.size),
    date: intl.formatDate(document.uploaded_at, { dateStyle: 'medium' }),
  });
  return (
    <>
      <p>{text}</p>
      {href && (
        <p>
          <a href={href} download={name}>
            {intl.formatMessage(m.download, { name })}
          </a>
        </p>
      )}
      {document.rejection_reason && (
        <p>
          {intl.formatMessage(m.rejectedReason, {
            reason: intl.formatMessage(
              financingDocumentRejectionMessages[document.rejection_reason],
            ),
          })}
        </p>
      )}
    </>
  );
}

type Props = {
  requestId: number;
  slot: FinancingDocumentSlot;
  rules: DocumentRules;
  onNotice: (text: string) => void;
};

/** One needed document: its name, what was uploaded and its review, and what can be done now. */
export function DocumentSlotItem({ requestId, slot, rules, onNotice }: Props) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const remove = useDocumentDelete(requestId);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState('');
  const kindName = intl.formatMessage(financingDocumentKindMessages[slot.kind]);
  const document = slot.document;
  const action = !document
    ? 'upload'
    : document.review_status === 'rejected'
      ? 'uploadAgain'
      : 'replace';

  const del = async () => {
    if (!document) return;
    setDeleting(true);
    setError('');
    try {
      await remove(document.id);
      onNotice(intl.formatMessage(m.deletedNotice, { kind: kindName }));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Item id={`document-${slot.kind}`} tabIndex={-1} aria-labelledby={`document-${slot.kind}-name`}>
      <h3 id={`document-${slot.kind}-name`}>
        {kindName}
        {document ? (
          <FinancingDocumentReviewBadge status={document.review_status} />
        ) : (
          <span>{intl.formatMessage(m.missing)}</span>
        )}
      </h3>
      {document && <UploadedFile document={document} />}
      {document && slot.can_delete && (
        <Button type="button" variant="secondary" loading={deleting} onClick={() => void del()}>
          {intl.formatMessage(m.delete, { name: shownName(document) })}
        </Button>
      )}
      {error && <p role="alert">{error}</p>}
      {slot.can_upload && (
        <DocumentUploadForm
          requestId={requestId}
          kind={slot.kind}
          rules={rules}
          action={action}
          onNotice={onNotice}
        />
      )}
    </Item>
  );
}
