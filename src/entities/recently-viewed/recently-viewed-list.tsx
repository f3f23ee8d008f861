import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import {
  clearRecentlyViewed,
  getListRecentlyViewedQueryKey,
} from '@generated/api/recently-viewed/recently-viewed';
import type { SavedListingKind } from '@generated/model';
import { ListingImage } from '@/components/listing-image';
import { ErrorState } from '@/components/status';
import { paths } from '@/config/paths';
import { useApiErrorText } from '@/lib/error-messages';
import { useFormatMoney } from '@/lib/format/money';
import { useSessionIfProvided as useSession } from '@/lib/session/session';
import { clearDeviceViews } from './device-history';
import { recentlyViewedMessages as m } from './messages';
import { useRecentlyViewed } from './use-recently-viewed';

const HREF: Record<SavedListingKind, (id: number) => string> = {
  project: paths.project.getHref,
  property: paths.property.getHref,
  unit: paths.unit.getHref,
};

const Section = styled.section`
  margin-block: 32px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
  ul {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(180px, 220px);
    gap: 12px;
    overflow-x: auto;
    list-style: none;
    margin: 0;
    padding: 0 0 8px;
  }
  li {
    position: relative;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surface};
  }
  li:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  h3 {
    font-size: 0.95rem;
    margin: 8px 12px 0;
    line-height: 1.4;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h3 a:focus-visible {
    outline: none;
  }
  p {
    margin: 0 12px 8px;
    font-size: 0.9rem;
  }
  .price {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  .pending {
    min-height: 120px;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .foot {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
    margin-top: 8px;
  }
  .foot p {
    margin: 0;
  }
  button {
    min-height: 44px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    cursor: pointer;
  }
`;

/**
 * The listings the visitor opened lately, newest first: the account's for a customer, the device's
 * for a guest. `hideWhenEmpty`: the home page shows nothing until there is something.
 */
export function RecentlyViewedList({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const errorText = useApiErrorText();
  const session = useSession();
  const queryClient = useQueryClient();
  const headingId = useId();
  const recent = useRecentlyViewed();
  if (hideWhenEmpty && (recent.status !== 'success' || recent.items.length === 0)) return null;
  const customer = session.status === 'authenticated';

  const clear = async () => {
    if (customer) {
      await clearRecentlyViewed().catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: getListRecentlyViewedQueryKey() });
    } else clearDeviceViews();
  };

  return (
    <Section aria-labelledby={headingId} data-testid="recently-viewed">
      <h2 id={headingId}>{intl.formatMessage(m.title)}</h2>
      {recent.status === 'error' && recent.query ? (
        <ErrorState
          message={errorText(recent.query.error)}
          onRetry={() => void recent.query?.refetch()}
          retrying={recent.query.isFetching}
        />
      ) : recent.status === 'pending' ? (
        <div aria-busy="true" className="pending" />
      ) : recent.items.length === 0 ? (
        <p className="muted">{intl.formatMessage(m.empty)}</p>
      ) : (
        <>
          <ul>
            {recent.items.map((item) => (
              <li key={`${item.kind}-${item.id}`} data-viewed={`${item.kind}-${item.id}`}>
                <ListingImage image={item.image} alt="" sizes="220px" />
                <h3>
                  <Link href={HREF[item.kind](item.id)}>{item.title}</Link>
                </h3>
                {item.subtitle && <p className="muted">{item.subtitle}</p>}
                {item.price !== undefined && <p className="price">{formatMoney(item.price)}</p>}
              </li>
            ))}
          </ul>
          <div className="foot">
            {!customer && <p className="muted">{intl.formatMessage(m.onDevice)}</p>}
            <button type="button" onClick={() => void clear()}>
              {intl.formatMessage(m.clear)}
            </button>
          </div>
        </>
      )}
    </Section>
  );
}

/** The home page's list, loaded on its own (default export for `lazy`). */
export default function HomeRecentlyViewed() {
  return <RecentlyViewedList hideWhenEmpty />;
}
