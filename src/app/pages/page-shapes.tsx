import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Page } from '@/components/page';
import { pageDescriptions, pageTitles } from '@/config/page-titles';
import { AuthLayout } from '@/features/auth';
import { LanguageSwitch } from '../layout/language-switch';

/** A route whose page has a name and a description of its own. */
type Named = keyof typeof pageDescriptions & keyof typeof pageTitles;

function useHead(route: Named) {
  const intl = useIntl();
  return {
    title: intl.formatMessage(pageTitles[route]),
    description: intl.formatMessage(pageDescriptions[route]),
  };
}

/** A page of the site (header and footer) that shows `Body` under the route's name. */
export function sitePage(route: Named, Body: ComponentType) {
  return function SitePage() {
    return (
      <Page {...useHead(route)}>
        <Body />
      </Page>
    );
  };
}

/** A sign-in or sign-up page: the route's name over `Body`, the language switch above. */
export function authPage(route: Named, Body: ComponentType) {
  return function AuthPage() {
    return (
      <AuthLayout {...useHead(route)} topEnd={<LanguageSwitch />}>
        <Body />
      </AuthLayout>
    );
  };
}
