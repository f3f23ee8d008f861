import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { getListSavedSearchesQueryKey, useCreateSavedSearch } from '@generated/api/saved/saved';
import type { AlertFrequency, SavedSearchKind } from '@generated/model';
import { Button } from '@/components/button';
import { ApiForm, ChoiceField, TextField } from '@/components/form';
import { paths } from '@/config/paths';
import { useCurrentPath } from '@/lib/canonical-location';
import { useSessionIfProvided as useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { kindTitles, listQueryOf } from '../api';
import { savedMessages as m } from '../messages';
import { alertFrequencyMessages } from '@/entities/saved-home';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: 0 0 8px;
  p[role='status'] {
    margin: 0;
  }
  p[role='status']:empty {
    display: contents;
  }
  form {
    flex: 1 1 100%;
    max-width: 32rem;
  }
`;

type Values = { name: string; alert: AlertFrequency };

/**
 * "Save this search" on a list page: keeps the page's URL filters (and the map area) under a name,
 * with its alert. A guest is sent to sign in and comes back to the same list.
 */
export function SaveSearch({ kind }: { kind: SavedSearchKind }) {
  const intl = useIntl();
  const session = useSession();
  const search = useSearch();
  const here = useCurrentPath();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const create = useCreateSavedSearch();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string>();

  const guest = open && session.status === 'anonymous';
  const asked = useRef(false);
  useEffect(() => {
    if (!guest || asked.current) return;
    asked.current = true;
    showToast(intl.formatMessage(m.signInToSave), 'info');
    navigate(paths.signIn.getHref(here));
  }, [guest, intl, navigate, here]);

  const onOpen = () => {
    asked.current = false;
    setSaved(undefined);
    setOpen((value) => !value);
  };

  const onSubmit = async ({ name, alert }: Values) => {
    const created = await create.mutateAsync({
      data: { name: name.trim(), kind, query: listQueryOf(search), alert },
    });
    void queryClient.invalidateQueries({ queryKey: getListSavedSearchesQueryKey() });
    setSaved(intl.formatMessage(m.searchSaved, { name: created.name }));
  };

  return (
    <Box data-save-search>
      <Button type="button" variant="secondary" aria-expanded={open} onClick={onOpen}>
        {intl.formatMessage(m.saveSearch)}
      </Button>
      {open && session.status === 'authenticated' && (
        <ApiForm<Values>
          fields={['name', 'alert']}
          initialValues={{ name: intl.formatMessage(kindTitles[kind]), alert: 'instant' }}
          onSubmit={onSubmit}
          submitLabel={intl.formatMessage(m.saveSearchSubmit)}
        >
          {() => (
            <>
              <TextField
                name="name"
                label={intl.formatMessage(m.nameLabel)}
                maxLength={80}
                required
              />
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
      )}
      <p role="status">
        {saved && (
          <>
            {saved}{' '}
            <Link href={paths.accountSavedSearches.getHref()}>
              {intl.formatMessage(m.seeSavedSearches)}
            </Link>
          </>
        )}
      </p>
    </Box>
  );
}
