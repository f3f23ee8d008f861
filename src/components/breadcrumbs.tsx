import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { defineMessages } from '@/i18n/define-messages';
import { pageTitles } from '@/config/page-titles';
import { usePageHead } from './page';
import { PendingText } from './pending-text';

/** The crumbs the spec names; pages add their own last crumb (the current page's name). */
export const breadcrumbMessages = {
  ...defineMessages({
    label: {
      id: 'layout.breadcrumbs.label',
      defaultMessage: 'Breadcrumb',
      description: 'Label of the breadcrumb trail',
    },
    home: {
      id: 'layout.breadcrumbs.home',
      defaultMessage: 'Home',
      description: 'Breadcrumb to the home page',
    },
  }),
  projects: pageTitles.projects,
  properties: pageTitles.properties,
  financingRequests: pageTitles.financingRequests,
};

/**
 * `pending`: the label is a stand-in of the final one's size (its data has not arrived), drawn as a
 * placeholder and hidden from assistive technology, so nothing moves when the real label replaces it.
 */
export type Crumb = { label: string; href?: string; pending?: boolean };

const Trail = styled.nav`
  margin-top: 16px;
  font-size: 0.875rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li + li::before {
    content: '/' / '';
    color: ${({ theme }) => theme.colors.border};
    padding-inline-end: 4px;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

/**
 * Home, then `items`; the last item is the current page (give it no href). Links are paths without
 * the language prefix, as everywhere (the router adds /en).
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  const crumbs: Crumb[] = [
    { label: intl.formatMessage(breadcrumbMessages.home), href: '/' },
    ...items,
  ];
  usePageHead({ crumbs: crumbs.filter((crumb) => !crumb.pending) });
  return (
    <Trail aria-label={intl.formatMessage(breadcrumbMessages.label)}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {crumb.pending ? (
                <PendingText>{crumb.label}</PendingText>
              ) : crumb.href && !last ? (
                <Link href={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </Trail>
  );
}
