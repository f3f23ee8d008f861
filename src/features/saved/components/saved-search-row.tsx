import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AlertFrequency, SavedSearch } from '@generated/model';
import { Actions } from '@/components/actions';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { ControlledSelect } from '@/components/form';
import { alertFrequencyMessages, useSavedSearchName } from '@/entities/saved-home';
import { useApiErrorText } from '@/lib/error-messages';
import { savedSearchHref, kindTitles, useSavedSearchActions } from '../api/saved-searches';
import { savedMessages as m } from '../messages/saved';

type Props = {
  search: SavedSearch;
  onStatus: (text: string) => void;
  onError: (text: string) => void;
};

/**
 * One saved search: open it (new results since the last visit), its alert, delete. Named from its
 * criteria in the page's language, so no rename: a typed name would show in the language it was typed in.
 */
export function SavedSearchRow({ search, onStatus, onError }: Props) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const { update, remove, visit } = useSavedSearchActions();
  const name = useSavedSearchName(search.kind, search.query);

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
      return intl.formatMessage(m.alertChanged, { name, alert: label });
    });

  return (
    <li data-saved-search={search.id}>
      <h3>
        <Link
          href={savedSearchHref(search.kind, search.query)}
          onClick={() => void visit.mutateAsync({ savedSearchId: search.id }).catch(() => {})}
        >
          {name}
        </Link>
      </h3>
      <p className="kind">
        <span>{intl.formatMessage(kindTitles[search.kind])}</span>
        <Badge $tone={search.new_results > 0 ? 'progress' : 'neutral'}>
          {intl.formatMessage(m.newResults, { count: search.new_results })}
        </Badge>
      </p>
      <ControlledSelect
        id={`saved-search-${search.id}-alert`}
        label={intl.formatMessage(m.alertLabel, { name })}
        value={search.alert}
        onValueChange={(value) => void onAlert(value as AlertFrequency)}
      >
        {(Object.keys(alertFrequencyMessages) as AlertFrequency[]).map((alert) => (
          <option key={alert} value={alert}>
            {intl.formatMessage(alertFrequencyMessages[alert])}
          </option>
        ))}
      </ControlledSelect>
      <Actions>
        <Button
          type="button"
          variant="secondary"
          loading={remove.isPending}
          aria-label={intl.formatMessage(m.deleteNamed, { name })}
          onClick={() =>
            void run(async () => {
              await remove.mutateAsync({ savedSearchId: search.id });
              return intl.formatMessage(m.deleted, { name });
            })
          }
        >
          {intl.formatMessage(m.delete)}
        </Button>
      </Actions>
    </li>
  );
}
