import { pageTitles } from '@/config/page-titles';
import { AccountPage } from '@/features/account';
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
  return (
    <AccountPage title={pageTitles.accountSavedSearches} description={messages.description}>
      <SavedSearches />
    </AccountPage>
  );
}
