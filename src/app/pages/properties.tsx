import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Container, Page } from '@/components/page';
import { firstQueries, PropertiesSearch } from '@/features/catalogue';

const messages = defineMessages({
  title: { id: 'pages.properties.title', defaultMessage: 'Properties', description: 'Page title' },
  description: {
    id: 'pages.properties.description',
    defaultMessage: 'Search properties for sale and rent with filters and a map.',
    description: 'Page meta description',
  },
});

/** Starts as soon as this page's code arrives (src/app/router.tsx). */
export const firstQuery = firstQueries.properties;

export default function PropertiesPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  return (
    <>
      <Container>
        <Breadcrumbs items={[{ label: title }]} />
      </Container>
      <Page title={title} description={intl.formatMessage(messages.description)}>
        <PropertiesSearch />
      </Page>
    </>
  );
}
