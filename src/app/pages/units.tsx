import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Container, Page } from '@/components/page';
import { firstQueries, UnitsBrowser } from '@/features/catalogue';

const messages = defineMessages({
  title: { id: 'pages.units.title', defaultMessage: 'Units', description: 'Page title' },
  description: {
    id: 'pages.units.description',
    defaultMessage: 'Units for sale in partner projects.',
    description: 'Page meta description',
  },
});

/** Starts as soon as this page's code arrives (src/app/router.tsx). */
export const firstQuery = firstQueries.units;

export default function UnitsPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  return (
    <>
      <Container>
        <Breadcrumbs items={[{ label: title }]} />
      </Container>
      <Page title={title} description={intl.formatMessage(messages.description)}>
        <UnitsBrowser />
      </Page>
    </>
  );
}
