import { useIntl } from 'react-intl';
import { Actions } from '@/components/actions';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';
import { wizardMessages as w } from '../../messages/wizard';
import { DocumentsPanel } from '../documents/documents-panel';

/** The wizard's last step: the papers the bank needs, uploaded now or later from the request. */
export function DocumentsStep({ requestId, onBack }: { requestId: number; onBack: () => void }) {
  const intl = useIntl();
  return (
    <>
      <DocumentsPanel requestId={requestId} />
      <Actions>
        <Button type="button" variant="secondary" onClick={onBack}>
          {intl.formatMessage(w.back)}
        </Button>
        <ButtonLink href={paths.financingRequest.getHref(requestId)}>
          {intl.formatMessage(w.finish)}
        </ButtonLink>
      </Actions>
    </>
  );
}
