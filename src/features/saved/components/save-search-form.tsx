import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { getListSavedSearchesQueryKey, useCreateSavedSearch } from '@generated/api/saved/saved';
import type { AlertFrequency, SavedSearchKind } from '@generated/model';
import { ApiForm, ChoiceField, TextField } from '@/components/form';
import { alertFrequencyMessages } from '@/entities/saved-home';
import { kindTitles, listQueryOf } from '../api';
import { savedMessages as m } from '../messages';

type Values = { name: string; alert: AlertFrequency };

type Props = { kind: SavedSearchKind; onSaved: (text: string) => void };

/** The name and alert of a search being saved (loaded when "Save this search" opens it). */
export function SaveSearchForm({ kind, onSaved }: Props) {
  const intl = useIntl();
  const search = useSearch();
  const queryClient = useQueryClient();
  const create = useCreateSavedSearch();

  const onSubmit = async ({ name, alert }: Values) => {
    const created = await create.mutateAsync({
      data: { name: name.trim(), kind, query: listQueryOf(search), alert },
    });
    void queryClient.invalidateQueries({ queryKey: getListSavedSearchesQueryKey() });
    onSaved(intl.formatMessage(m.searchSaved, { name: created.name }));
  };

  return (
    <ApiForm<Values>
      fields={['name', 'alert']}
      initialValues={{ name: intl.formatMessage(kindTitles[kind]), alert: 'instant' }}
      onSubmit={onSubmit}
      submitLabel={intl.formatMessage(m.saveSearchSubmit)}
    >
      {() => (
        <>
          <TextField name="name" label={intl.formatMessage(m.nameLabel)} maxLength={80} required />
          <ChoiceField
            name="alert"
            label={intl.formatMessage(m.alertChoice)}
            options={(Object.keys(alertFrequencyMessages) as AlertFrequency[]).map((value) => ({
              value,
              label: intl.formatMessage(alertFrequencyMessages[value]),
            }))}
          />
        </>
      )}
    </ApiForm>
  );
}
