import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { AccountNav } from '@/features/account';
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
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <AccountNav />
      <DataCopy />
      <ConsentList />
      <AccountDeletion />
    </Page>
  );
}
