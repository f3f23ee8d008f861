import { pageDescriptions, pageTitles } from '@/config/page-titles';
import { AccountPage } from '@/features/account';
import { MessageChannels } from '@/features/message-channels';

export default function AccountMessagesPage() {
  return (
    <AccountPage title={pageTitles.accountMessages} description={pageDescriptions.accountMessages}>
      <MessageChannels />
    </AccountPage>
  );
}
