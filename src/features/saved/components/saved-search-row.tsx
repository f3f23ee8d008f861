import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AlertFrequency, SavedSearch } from '@generated/model';
import { Actions } from '@/components/actions';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { alertFrequencyMessages } from '@/entities/saved-home';
import { ControlledSelect, ControlledTextField } from '@/components/form';
import { sharedMessages } from '@/i18n/shared-messages';
import { useApiErrorText } from '@/lib/error-messages';
import { savedSearchHref, kindTitles, useSavedSearchActions } from '../api';
import { savedMessages as m } from '../messages';

type Props = {
  search: SavedSearch;
  onStatus: (text: string) => void;
  onError: (text: string) => void;
};

/** One saved search: open it (new results since the last visit), its alert, rename, delete. */
export function SavedSearchRow({ search, onStatus, onError }: Props) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const { update, remove, visit } = useSavedSearchActions();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string>();
  const id = `saved-search-${search.id}`;

  const run = async (work: () => Promise<string>) => {
    try {
      onStatus(await work());
    } catch (error) {
      onError(errorText(error));
    }
  };

  const onAlert = (alert: AlertFrequency) =>
    run(async () => {
      await update.mutateAsync({ savedSearchId: search.id, data: { alert } });
      const label = intl.formatMessage(alertFrequencyMessages[alert]);
      return intl.formatMessage(m.alertChanged, { name: search.name, alert: label });
    });

  const onRename = async (event: FormEvent) => {
    event.preventDefault();
    setNameError(undefined);
    try {
      const renamed = await update.mutateAsync({ savedSearchId: search.id, data: { name } });
      setRenaming(false);
      onStatus(intl.formatMessage(m.renamed, { name: renamed.name }));
    } catch (error) {
      setNameError(errorText(error));
    }
  };

  return (
    <li data-saved-search={search.id}>
      <h3>
        <Link
          href={savedSearchHref(search.kind, search.query)}
          onClick={() => void visit.mutateAsync({ savedSearchId: search.id }).catch(() => {})}
        >
          {search.name}
        </Link>
      </h3>
      <p className="kind">
        <span>{intl.formatMessage(kindTitles[search.kind])}</span>
        <Badge $tone={search.new_results > 0 ? 'progress' : 'neutral'}>
          {intl.formatMessage(m.newResults, { count: search.new_results })}
        </Badge>
      </p>
      <ControlledSelect
        id={`${id}-alert`}
        label={intl.formatMessage(m.alertLabel, { name: search.name })}
        value={search.alert}
        onValueChange={(value) => void onAlert(value as AlertFrequency)}
      >
        {(Object.keys(alertFrequencyMessages) as AlertFrequency[]).map((alert) => (
          <option key={alert} value={alert}>
            {intl.formatMessage(alertFrequencyMessages[alert])}
          </option>
        ))}
      </ControlledSelect>
      {renaming ? (
        <form onSubmit={(event) => void onRename(event)}>
          <ControlledTextField
            id={`${id}-name`}
            label={intl.formatMessage(m.nameLabel)}
            value={name}
            onValueChange={setName}
            maxLength={80}
            required
            error={nameError}
          />
          <Actions>
            <Button type="submit" loading={update.isPending}>
              {intl.formatMessage(m.saveName)}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setRenaming(false)}>
              {intl.formatMessage(sharedMessages.cancel)}
            </Button>
          </Actions>
        </form>
      ) : (
        <Actions>
          <Button
            type="button"
            variant="secondary"
            aria-label={intl.formatMessage(m.renameNamed, { name: search.name })}
            onClick={() => setRenaming(true)}
          >
            {intl.formatMessage(m.rename)}
          </Button>
          <Button
            type="button"
            variant="secondary"
            loading={remove.isPending}
            aria-label={intl.formatMessage(m.deleteNamed, { name: search.name })}
            onClick={() =>
              void run(async () => {
                await remove.mutateAsync({ savedSearchId: search.id });
                return intl.formatMessage(m.deleted, { name: search.name });
              })
            }
          >
            {intl.formatMessage(m.delete)}
          </Button>
        </Actions>
      )}
    </li>
  );
}
