import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useCancelFinancingRequest,
  useSubmitFinancingRequest,
} from '@generated/api/financing/financing';
import type { FinancingRequest } from '@generated/model';
import { Button } from '@/components/button';
import { FormError } from '@/components/form';
import { paths } from '@/config/paths';
import { financingDocumentKindMessages } from '@/entities/financing-request';
import { useFinancingDocuments } from '../../api/documents';
import { useStoreRequest } from '../../api/request';
import { detailMessages as m } from '../../messages/pages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Actions } from '@/components/actions';
import { ButtonLink } from '@/components/button-link';
import { Notice } from '../ui';
import { focusDocument, missingDocuments, refusedDocuments } from './missing-documents';

const OFFER_STATUSES = ['prepared', 'submitted', 'processing', 'approved', 'rejected'];

/** The buttons the server allows now (allowed_actions), with cancel behind a confirmation. */
export function RequestActions({
  request,
  onNotice,
}: {
  request: FinancingRequest;
  onNotice: (text: string) => void;
}) {
  const intl = useIntl();
  const store = useStoreRequest();
  const submit = useSubmitFinancingRequest();
  const cancel = useCancelFinancingRequest();
  const [confirming, setConfirming] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const documents = useFinancingDocuments(request.id);
  const missing = missingDocuments(documents.data);
  const refused = refusedDocuments(submit.error);
  // The server's list until the documents list is read again, then what is still missing of it.
  const needed = refused
    ? documents.isFetching
      ? refused
      : refused.filter((kind) => missing.includes(kind))
    : blocked
      ? missing
      : [];
  const allowed = (action: FinancingRequest['allowed_actions'][number]) =>
    request.allowed_actions.includes(action);

  const send = () => {
    setBlocked(missing.length > 0);
    if (missing.length > 0) {
      focusDocument(`document-${missing[0]}`);
      return;
    }
    submit.mutate(
      { requestId: request.id },
      {
        onSuccess: (saved) => {
          store(saved);
          onNotice(intl.formatMessage(m.submitted));
        },
        onError: (error) => {
          const kinds = refusedDocuments(error);
          if (!kinds) return;
          void documents.refetch();
          focusDocument(`document-${kinds[0]}`);
        },
      },
    );
  };
  const confirmCancel = () =>
    cancel.mutate(
      { requestId: request.id },
      {
        onSuccess: (saved) => {
          store(saved);
          setConfirming(false);
          onNotice(intl.formatMessage(m.canceled));
        },
      },
    );

  return (
    <>
      <FormError error={refused ? null : submit.error} onRetry={send} />
      {needed.length > 0 && (
        <Notice as="div" role="alert">
          <p>{intl.formatMessage(m.documentsNeeded)}</p>
          <ul>
            {needed.map((kind) => (
              <li key={kind}>{intl.formatMessage(financingDocumentKindMessages[kind])}</li>
            ))}
          </ul>
        </Notice>
      )}
      <Actions>
        {allowed('choose_offer') || OFFER_STATUSES.includes(request.status) ? (
          <ButtonLink href={paths.financingRequestOffers.getHref(request.id)}>
            {intl.formatMessage(m.seeOffers)}
          </ButtonLink>
        ) : null}
        {allowed('submit') && (
          <Button type="button" onClick={send} loading={submit.isPending}>
            {intl.formatMessage(m.submit)}
          </Button>
        )}
        {allowed('edit') && (
          <ButtonLink href={paths.financingRequestEdit.getHref(request.id)}>
            {intl.formatMessage(m.edit)}
          </ButtonLink>
        )}
        {allowed('cancel') && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              cancel.reset();
              setConfirming(true);
            }}
          >
            {intl.formatMessage(m.cancel)}
          </Button>
        )}
      </Actions>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage(m.cancelTitle)}
        body={intl.formatMessage(m.cancelBody)}
        confirmLabel={intl.formatMessage(m.cancelConfirm)}
        cancelLabel={intl.formatMessage(m.keep)}
        onConfirm={confirmCancel}
        onClose={() => setConfirming(false)}
        busy={cancel.isPending}
        error={cancel.error}
      />
    </>
  );
}
