import { useIntl } from 'react-intl';
import { Page } from '@/components/page';
import { pageTitles } from '@/config/page-titles';
import { AccountNav } from '@/features/account';
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
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.accountSavedHomes)}
      description={intl.formatMessage(messages.description)}
    >
      <AccountNav />
      <SavedHomes />
    </Page>
  );
}
