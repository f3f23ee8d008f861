import { defineMessages } from '@/i18n/define-messages';
import { AccountPage } from '@/features/account';
import { AccountDeletion, ConsentList, DataCopy } from '@/features/privacy';
import { pageTitles } from '@/config/page-titles';

const messages = {
  ...defineMessages({
    description: {
      id: 'pages.accountPrivacy.description',
      defaultMessage: 'A copy of your data, your consents, and deleting your account.',
      description: 'Page meta description',
    },
  }),
  title: pageTitles.accountPrivacy,
};

export default function AccountPrivacyPage() {
  return (
    <AccountPage title={messages.title} description={messages.description}>
      <DataCopy />
      <ConsentList />
      <AccountDeletion />
    </AccountPage>
  );
}
