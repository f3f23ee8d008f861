import { pageDescriptions, pageTitles } from '@/config/page-titles';
import { AccountPage } from '@/features/account';
import { SavedHomes } from '@/features/saved';

export default function AccountSavedHomesPage() {
  return (
    <AccountPage
      title={pageTitles.accountSavedHomes}
      description={pageDescriptions.accountSavedHomes}
    >
      <SavedHomes />
    </AccountPage>
  );
}
