import { pageDescriptions, pageTitles } from '@/config/page-titles';
import { AccountPage } from '@/features/account';
import { SavedSearches } from '@/features/saved';

export default function AccountSavedSearchesPage() {
  return (
    <AccountPage
      title={pageTitles.accountSavedSearches}
      description={pageDescriptions.accountSavedSearches}
    >
      <SavedSearches />
    </AccountPage>
  );
}
