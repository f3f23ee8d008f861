import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Page } from '@/components/page';
import { AccountNav } from './account-nav';

type Props = { title: MessageDescriptor; description: MessageDescriptor; children: ReactNode };

/** A page of the account: its title and description, the account's tabs, then the page's own parts. */
export function AccountPage({ title, description, children }: Props) {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage(title)} description={intl.formatMessage(description)}>
      <AccountNav />
      {children}
    </Page>
  );
}
