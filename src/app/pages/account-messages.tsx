import { pageTitles } from '@/config/page-titles';
import { AccountPage } from '@/features/account';
import { MessageChannels } from '@/features/message-channels';
import { defineMessages } from '@/i18n/define-messages';

const messages = defineMessages({
  description: {
    id: 'pages.accountMessages.description',
    defaultMessage:
      'How we reach you outside the app: e-mail, SMS or WhatsApp, and browser notifications.',
    description: 'Page meta description',
  },
});

export default function AccountMessagesPage() {
  return (
    <AccountPage title={pageTitles.accountMessages} description={messages.description}>
      <MessageChannels />
    </AccountPage>
  );
}
