import { lazy } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container, usePageMeta } from '@/components/page';
import { LazyOnVisible } from '@/components/lazy-on-visible';
import { FinancingPrompt, Hero, HomeSection, homeMessages, Services } from '@/features/home';
import { defineMessages } from '@/i18n/define-messages';
import { lazyWithMessages } from '@/i18n/load-messages';

const messages = defineMessages({
  title: {
    id: 'pages.home.title',
    defaultMessage: 'Buy your home in Saudi Arabia',
    description: 'Page title',
  },
  description: {
    id: 'pages.home.description',
    defaultMessage:
      'Browse projects, properties and units, reserve online and compare mortgage offers.',
    description: 'Page meta description',
  },
});

// Below the fold: each loads (code and data) only when the visitor scrolls near it.
const Partners = lazy(() =>
  import('@/features/home/components/partners').then((m) => ({ default: m.Partners })),
);
const FeaturedProjects = lazyWithMessages(
  () => import('@/features/catalogue/components/featured-projects'),
);
const FinancingCalculator = lazyWithMessages(() =>
  import('@/features/calculator').then((m) => ({ default: m.FinancingCalculator })),
);

const Calculator = styled.div`
  padding-top: 40px;
`;

export default function HomePage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  usePageMeta(title, intl.formatMessage(messages.description));
  return (
    <>
      <Hero title={title} />
      <Container>
        <Services />
        <LazyOnVisible minHeight={260}>
          <Partners />
        </LazyOnVisible>
        <HomeSection title={intl.formatMessage(homeMessages.projectsTitle)}>
          <LazyOnVisible minHeight={420}>
            <FeaturedProjects allLabel={intl.formatMessage(homeMessages.allProjects)} />
          </LazyOnVisible>
        </HomeSection>
        <FinancingPrompt />
        <Calculator id="calculator">
          <LazyOnVisible minHeight={900}>
            <FinancingCalculator />
          </LazyOnVisible>
        </Calculator>
      </Container>
    </>
  );
}
