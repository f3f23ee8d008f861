import { type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { breakpoints } from '@/styles/theme';
import { WithMessages } from '@/i18n/load-messages';
// Phones only, once opened; in the page's code (1 kB gzip), so the first tap opens it at once.
import FiltersSheet from './filters-sheet';

const box = `
  border-radius: 8px;
  padding: 12px 16px;
  font-weight: 600;
  font-size: 1.1rem;
`;

const Details = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${box}
  font-weight: inherit;
  font-size: inherit;
  summary {
    font-weight: 600;
    font-size: 1.1rem;
    cursor: pointer;
    min-height: 32px;
  }
  &[open] summary {
    margin-bottom: 12px;
  }
`;

/** The same box as the folded filters, so the prerendered page keeps its shape on a phone. */
const Opener = styled.button`
  display: list-item;
  list-style: inside disclosure-closed;
  width: 100%;
  min-height: 58px;
  text-align: start;
  color: inherit;
  font-family: inherit;
  line-height: inherit;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  ${box}
`;

const WIDE = `(min-width: ${breakpoints.md}px)`;

const isWide = () => window.matchMedia?.(WIDE).matches !== false;
const followWidth = (changed: () => void) => {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener?.('change', changed);
  return () => query?.removeEventListener?.('change', changed);
};

/** What the filters need to know of where they are shown. */
export type FiltersPlace = {
  /** On a phone's full-screen sheet (the button shows the live count). */
  sheet: boolean;
  /** After the filters were applied: the sheet closes. */
  applied: () => void;
};

/** True from the sheet's first opening on (it stays mounted, so it can close and give focus back). */
function useSheetOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

type Props = {
  title: string;
  /** The phone's button: the title with how many filters are active ("Filters (3)"). */
  openerLabel?: string;
  children: (place: FiltersPlace) => ReactNode;
};

/**
 * Wide screens: open beside the results, in their own column. Phones: a button that opens the filters
 * as a full-screen sheet, which closes once they are applied. Rendered by the server folded, which
 * looks the same as the phone's button.
 */
export function FiltersDisclosure({ title, openerLabel = title, children }: Props) {
  // Folded as the server renders it (it knows no screen), open beside the results on a wide one
  // until the visitor folds it.
  const wide = useSyncExternalStore(followWidth, isWide, () => false);
  const [toggled, setToggled] = useState<boolean>();
  const open = toggled ?? wide;
  const [unfolded, setUnfolded] = useState(false);
  const opened = unfolded || open;
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetOpened = useSheetOpened(sheetOpen);
  // Never rendered by the server (it knows no screen): shown once its messages are in.
  const form = (place: FiltersPlace) => (
    <Suspense fallback={null}>
      <WithMessages>{children(place)}</WithMessages>
    </Suspense>
  );

  if (!wide) {
    return (
      <>
        <Opener type="button" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
          {openerLabel}
        </Opener>
        {sheetOpened && (
          <FiltersSheet title={title} open={sheetOpen} onClose={() => setSheetOpen(false)}>
            {form({ sheet: true, applied: () => setSheetOpen(false) })}
          </FiltersSheet>
        )}
      </>
    );
  }
  return (
    <Details
      open={open}
      onToggle={(event) => {
        setToggled(event.currentTarget.open);
        if (event.currentTarget.open) setUnfolded(true);
      }}
    >
      <summary>{title}</summary>
      {opened && form({ sheet: false, applied: () => undefined })}
    </Details>
  );
}
