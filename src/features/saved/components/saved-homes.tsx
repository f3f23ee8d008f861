import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { SavedHome, SavedListingKind } from '@generated/model';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { MetaLine } from '@/components/card';
import { ButtonLink } from '@/components/button-link';
import { PanelSection } from '@/components/panel';
import { EmptyState, ErrorState, PageLoading } from '@/components/status';
import { pageTitles } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { useSavedHomes, useToggleSaved, savedHomeMessages } from '@/entities/saved-home';
import { CompareToggle } from '@/entities/compare';
import { sharedMessages } from '@/i18n/shared-messages';
import { useApiErrorText } from '@/lib/error-messages';
import { useFormatMoney } from '@/lib/format/money';
import { showToast } from '@/lib/browser/toast';
import { savedMessages as m } from '../messages/saved';

const HREF: Record<SavedListingKind, (id: number) => string> = {
  project: paths.project.getHref,
  property: paths.property.getHref,
  unit: paths.unit.getHref,
};
const KIND = {
  project: pageTitles.project,
  property: pageTitles.property,
  unit: pageTitles.unit,
} as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .what {
    flex: 1 1 16rem;
    min-width: 0;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  .price {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function SavedHomeRow({ home, onRemove }: { home: SavedHome; onRemove: () => void }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (
    <li data-saved-home={`${home.kind}-${home.listing_id}`}>
      <div className="what">
        <h3>
          <Link href={HREF[home.kind](home.listing_id)}>{home.title}</Link>
        </h3>
        <MetaLine>
          <li>{intl.formatMessage(KIND[home.kind])}</li>
          {home.subtitle && <li>{home.subtitle}</li>}
        </MetaLine>
        {home.price !== undefined && <p className="price">{formatMoney(home.price)}</p>}
        <p>
          {intl.formatMessage(m.savedOn, {
            date: intl.formatDate(home.saved_at, { dateStyle: 'medium' }),
          })}
        </p>
        {home.kind !== 'project' && (
          <CompareToggle item={{ kind: home.kind, id: home.listing_id }} title={home.title} />
        )}
      </div>
      <Badge $tone={home.available ? 'success' : 'neutral'}>
        {intl.formatMessage(home.available ? m.available : m.unavailable)}
      </Badge>
      <Button
        type="button"
        variant="secondary"
        aria-label={intl.formatMessage(m.removeNamed, { title: home.title })}
        onClick={onRemove}
      >
        {intl.formatMessage(m.remove)}
      </Button>
    </li>
  );
}

/** The customer's saved homes: each links to its page and can be removed (undone on a failure). */
export function SavedHomes() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const homes = useSavedHomes();
  const toggle = useToggleSaved({
    onDone: ({ title }) =>
      showToast(intl.formatMessage(savedHomeMessages.removed, { title }), 'success'),
    onError: (error) =>
      showToast(
        intl.formatMessage(savedHomeMessages.failed, { reason: errorText(error) }),
        'error',
      ),
  });

  const body = homes.isPending ? (
    <PageLoading />
  ) : homes.isError ? (
    <ErrorState message={errorText(homes.error)} onRetry={() => void homes.refetch()} />
  ) : homes.data.results.length === 0 ? (
    <EmptyState
      message={intl.formatMessage(m.homesEmpty)}
      action={
        <ButtonLink $variant="secondary" href={paths.units.getHref()}>
          {intl.formatMessage(sharedMessages.browseUnits)}
        </ButtonLink>
      }
    />
  ) : (
    <List>
      {homes.data.results.map((home) => (
        <SavedHomeRow
          key={`${home.kind}-${home.listing_id}`}
          home={home}
          onRemove={() =>
            void toggle({ kind: home.kind, id: home.listing_id, title: home.title }, false)
          }
        />
      ))}
    </List>
  );

  return (
    <PanelSection aria-labelledby="saved-homes-heading">
      <h2 id="saved-homes-heading">{intl.formatMessage(pageTitles.accountSavedHomes)}</h2>
      {body}
    </PanelSection>
  );
}
