import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import type { SavedSearchKind } from '@generated/model';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { useCurrentPath } from '@/lib/navigation/canonical-location';
import { lazyWithReload } from '@/lib/navigation/lazy-with-reload';
import { useSessionIfProvided as useSession } from '@/lib/session/session';
import { showToast } from '@/lib/browser/toast';
import { savedMessages as m } from '../messages/saved';

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

const SaveSearchForm = lazy(
  lazyWithReload(() =>
    import('./save-search-form').then((module) => ({ default: module.SaveSearchForm })),
  ),
);

/**
 * "Save this search" on a list page: keeps the page's URL filters (and the map area) under a name,
 * with its alert. A guest is sent to sign in and comes back to the same list.
 */
export function SaveSearch({ kind }: { kind: SavedSearchKind }) {
  const intl = useIntl();
  const session = useSession();
  const here = useCurrentPath();
  const [, navigate] = useLocation();
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

  return (
    <Box data-save-search>
      <Button type="button" variant="secondary" aria-expanded={open} onClick={onOpen}>
        {intl.formatMessage(m.saveSearch)}
      </Button>
      {open && session.status === 'authenticated' && (
        <Suspense fallback={null}>
          <SaveSearchForm kind={kind} onSaved={setSaved} />
        </Suspense>
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
