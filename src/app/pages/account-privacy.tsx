import { AccountPage } from '@/features/account';
import { AccountDeletion, ConsentList, DataCopy } from '@/features/privacy';
import { pageDescriptions, pageTitles } from '@/config/page-titles';

export default function AccountPrivacyPage() {
  return (
    <AccountPage title={pageTitles.accountPrivacy} description={pageDescriptions.accountPrivacy}>
      <DataCopy />
      <ConsentList />
      <AccountDeletion />
    </AccountPage>
  );
}
