import { pageTitles } from '@/config/page-titles';
import { AccountPage } from '@/features/account';
import { SavedHomes } from '@/features/saved';
import { defineMessages } from '@/i18n/define-messages';

const messages = defineMessages({
  description: {
    id: 'pages.accountSavedHomes.description',
    defaultMessage: 'The homes you saved, with their price now and whether they are available.',
    description: 'Page meta description',
  },
});

export default function AccountSavedHomesPage() {
  return (
    <AccountPage title={pageTitles.accountSavedHomes} description={messages.description}>
      <SavedHomes />
    </AccountPage>
  );
}
