import { lazy, Suspense } from 'react';
import {
  getListAgenciesQueryOptions,
  getListProjectsQueryOptions,
} from '@generated/api/catalogue/catalogue';
import { getGetFinancingRatesQueryOptions } from '@generated/api/financing/financing';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Organization, WebSite } from 'schema-dts';
import { appMessages } from '@/components/app-messages';
import { Container, usePageHead, usePageMeta } from '@/components/page';
import { localizePath } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import { LazyOnVisible } from '@/components/lazy-on-visible';
import { FinancingPrompt, Hero, HomeSection, homeMessages, Services } from '@/features/home';
import { lazyWithMessages } from '@/i18n/load-messages';
import type { PageQueries } from '@/lib/http/react-query';
import { FEATURED_PROJECTS } from '@/features/catalogue/entries/featured';
import { PARTNER_AGENCIES } from '@/features/home/entries/page-queries';
import { useAfterFirstPage } from '../first-page/first-page';
import { pageDescriptions, pageTitles } from '@/config/page-titles';

// Rendered by the server with their data (queries); their code comes once the page is the browser's.
const Partners = lazy(() =>
  import('@/features/home/entries/partners').then((m) => ({ default: m.Partners })),
);
const FeaturedProjects = lazyWithMessages(
  () => import('@/features/catalogue/entries/featured-projects'),
);
// Below the fold, a tool rather than content: its code loads when the visitor scrolls near it.
// The visitor's own list (their device's or account's): nothing the server knows, shown once the
// first page is done, last on the page so nothing above it moves.
const RecentlyViewed = lazyWithMessages(
  () => import('@/entities/recently-viewed/recently-viewed-list'),
);
const FinancingCalculator = lazyWithMessages(() =>
  import('@/features/calculator').then((m) => ({ default: m.FinancingCalculator })),
);

/** The sections the server renders, with the calls they show. */
export const queries: PageQueries = () => [
  getListAgenciesQueryOptions({ page_size: PARTNER_AGENCIES }),
  getGetFinancingRatesQueryOptions(),
  getListProjectsQueryOptions(FEATURED_PROJECTS),
];

/** A section's place while its code loads (in a page that was not rendered by the server). */
const Reserved = styled.div<{ $height: number }>`
  min-height: ${({ $height }) => $height}px;
`;

const Calculator = styled.div`
  padding-top: 40px;
`;

/** The site, its organization and its home in the visitor's language, for search engines. */
function useSiteHead() {
  const intl = useIntl();
  const name = intl.formatMessage(appMessages.brand);
  const locale = useLocale();
  const organization: Organization = {
    '@type': 'Organization',
    name,
    url: '/',
    logo: '/apple-touch-icon.png',
  };
  const site: WebSite = {
    '@type': 'WebSite',
    name,
    url: localizePath('/', locale),
    inLanguage: locale,
  };
  usePageHead({ structured: [organization, site] });
}

export default function HomePage() {
  const intl = useIntl();
  const title = intl.formatMessage(pageTitles.home);
  usePageMeta(title, intl.formatMessage(pageDescriptions.home));
  useSiteHead();
  const afterFirstPage = useAfterFirstPage();
  return (
    <>
      <Hero title={title} />
      <Container>
        <Services />
        <Suspense fallback={<Reserved $height={260} />}>
          <Partners />
        </Suspense>
        <HomeSection title={intl.formatMessage(homeMessages.projectsTitle)}>
          <Suspense fallback={<Reserved $height={420} />}>
            <FeaturedProjects allLabel={intl.formatMessage(homeMessages.allProjects)} />
          </Suspense>
        </HomeSection>
        <FinancingPrompt />
        <Calculator id="calculator">
          <LazyOnVisible minHeight={900}>
            <FinancingCalculator />
          </LazyOnVisible>
        </Calculator>
        {afterFirstPage && (
          <Suspense fallback={null}>
            <RecentlyViewed />
          </Suspense>
        )}
      </Container>
    </>
  );
}
