import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { fileSize } from '@/components/form';
import { ErrorState, PageLoading } from '@/components/status';
import { useApiErrorText } from '@/lib/error-messages';
import { useDocumentRules, useFinancingDocuments } from '../../api/documents';
import { documentsMessages as m } from '../../messages/documents';
import { Card } from '../ui';
import { focusDocument } from '../detail/missing-documents';
import { DocumentSlotItem } from './document-slot';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A link to `#document-<kind>` (a notification's) brings that document into view and focus. */
function useFocusLinkedDocument(ready: boolean) {
  useEffect(() => {
    if (ready && location.hash.startsWith('#document-')) focusDocument(location.hash.slice(1));
  }, [ready]);
}

/** The documents a financing request needs, each with its upload and review. */
export function DocumentsPanel({ requestId }: { requestId: number }) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const query = useFinancingDocuments(requestId);
  const rules = useDocumentRules();
  const [notice, setNotice] = useState('');
  useFocusLinkedDocument(query.isSuccess);
  const slots = query.data?.results ?? [];
  const done = slots.filter((slot) => slot.document).length;
  return (
    <Card aria-labelledby="request-documents">
      <h2 id="request-documents">{intl.formatMessage(m.title)}</h2>
      <p>{intl.formatMessage(m.intro, { size: fileSize(intl, rules.maxBytes) })}</p>
      <p role="status">{notice}</p>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p>{intl.formatMessage(m.progress, { done, total: slots.length })}</p>
          <List>
            {slots.map((slot) => (
              <DocumentSlotItem
                key={slot.kind}
                requestId={requestId}
                slot={slot}
                rules={rules}
                onNotice={setNotice}
              />
            ))}
          </List>
        </>
      )}
    </Card>
  );
}
