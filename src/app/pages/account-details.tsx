import { AccountDetails, AccountPage } from '@/features/account';
import { pageDescriptions, pageTitles } from '@/config/page-titles';

export default function AccountDetailsPage() {
  return (
    <AccountPage title={pageTitles.accountDetails} description={pageDescriptions.accountDetails}>
      <AccountDetails />
    </AccountPage>
  );
}
