import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { getListSavedSearchesQueryKey, useCreateSavedSearch } from '@generated/api/saved/saved';
import type { AlertFrequency, SavedSearchKind } from '@generated/model';
import { ApiForm, ChoiceField } from '@/components/form';
import { alertFrequencyMessages, useSavedSearchName } from '@/entities/saved-home';
import { listQueryOf } from '../api/saved-searches';
import { savedMessages as m } from '../messages/saved';

type Values = { alert: AlertFrequency };

type Props = { kind: SavedSearchKind; onSaved: (text: string) => void };

/**
 * The alert of a search being saved (loaded when "Save this search" opens it). The API needs a name:
 * it gets the one made from the criteria, which pages show in their own language instead.
 */
export function SaveSearchForm({ kind, onSaved }: Props) {
  const intl = useIntl();
  const query = listQueryOf(useSearch());
  const name = useSavedSearchName(kind, query);
  const queryClient = useQueryClient();
  const create = useCreateSavedSearch();

  const onSubmit = async ({ alert }: Values) => {
    await create.mutateAsync({ data: { name: name.slice(0, 80), kind, query, alert } });
    void queryClient.invalidateQueries({ queryKey: getListSavedSearchesQueryKey() });
    onSaved(intl.formatMessage(m.searchSaved, { name }));
  };

  return (
    <ApiForm<Values>
      fields={['alert']}
      initialValues={{ alert: 'instant' }}
      onSubmit={onSubmit}
      submitLabel={intl.formatMessage(m.saveSearchSubmit)}
    >
      {() => (
        <ChoiceField
          name="alert"
          label={intl.formatMessage(m.alertChoice)}
          options={(Object.keys(alertFrequencyMessages) as AlertFrequency[]).map((value) => ({
            value,
            label: intl.formatMessage(alertFrequencyMessages[value]),
          }))}
        />
      )}
    </ApiForm>
  );
}
