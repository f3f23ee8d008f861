import { useIntl } from 'react-intl';
import { Page } from '@/components/page';
import { pageTitles } from '@/config/page-titles';
import { AccountNav } from '@/features/account';
import { SavedSearches } from '@/features/saved';
import { defineMessages } from '@/i18n/define-messages';

const messages = defineMessages({
  description: {
    id: 'pages.accountSavedSearches.description',
    defaultMessage: 'Your saved searches, what is new in each, and their alerts.',
    description: 'Page meta description',
  },
});

export default function AccountSavedSearchesPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.accountSavedSearches)}
      description={intl.formatMessage(messages.description)}
    >
      <AccountNav />
      <SavedSearches />
    </Page>
  );
}
