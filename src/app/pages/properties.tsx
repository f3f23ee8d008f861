import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { PropertiesSearch } from '@/features/catalogue';

const messages = defineMessages({
  title: { id: 'pages.properties.title', defaultMessage: 'Properties', description: 'Page title' },
  description: {
    id: 'pages.properties.description',
    defaultMessage: 'Search properties for sale and rent with filters and a map.',
    description: 'Page meta description',
  },
});

export default function PropertiesPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <PropertiesSearch />
    </Page>
  );
}
