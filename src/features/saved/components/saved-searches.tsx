import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PanelList, PanelSection } from '@/components/panel';
import { EmptyState, ErrorState, PageLoading } from '@/components/status';
import { pageTitles } from '@/config/page-titles';
import { useApiErrorText } from '@/lib/error-messages';
import { useSavedSearches } from '../api/saved-searches';
import { savedMessages as m } from '../messages/saved';
import { SavedSearchRow } from './saved-search-row';

const List = styled(PanelList)`
  .kind {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
`;

/** The customer's saved searches, with what is new in each since it was last opened. */
export function SavedSearches() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const searches = useSavedSearches();
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  const onStatus = (text: string) => {
    setError(undefined);
    setStatus(text);
  };

  const body = searches.isPending ? (
    <PageLoading />
  ) : searches.isError ? (
    <ErrorState message={errorText(searches.error)} onRetry={() => void searches.refetch()} />
  ) : searches.data.results.length === 0 ? (
    <EmptyState message={intl.formatMessage(m.searchesEmpty)} />
  ) : (
    <List>
      {searches.data.results.map((search) => (
        <SavedSearchRow key={search.id} search={search} onStatus={onStatus} onError={setError} />
      ))}
    </List>
  );

  return (
    <PanelSection aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading">{intl.formatMessage(pageTitles.accountSavedSearches)}</h2>
      {body}
      <p role="status">{status}</p>
      {error && <p role="alert">{error}</p>}
    </PanelSection>
  );
}
