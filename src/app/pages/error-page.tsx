import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';

const messages = defineMessages({
  notFoundTitle: { id: 'errors.page.notFoundTitle', defaultMessage: 'Page Not Found', description: 'Title of the 404 page' },
  notFoundText: {
    id: 'errors.page.notFoundText',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
    description: 'Text of the 404 page',
  },
  serverTitle: {
    id: 'errors.page.serverTitle',
    defaultMessage: 'Internal Server Error',
    description: 'Title of the generic error page',
  },
  serverText: {
    id: 'errors.page.serverText',
    defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
    description: 'Text of the generic error page',
  },
  home: { id: 'errors.page.home', defaultMessage: 'Back to the home page', description: 'Link from an error page' },
  status: { id: 'errors.page.status', defaultMessage: 'Error {status}', description: 'The HTTP status of the error' },
});

/** 404 for status 404, the generic error page otherwise (status defaults to 500). */
export function ErrorPage({ status = 500 }: { status?: number }) {
  const intl = useIntl();
  const notFound = status === 404;
  const title = intl.formatMessage(notFound ? messages.notFoundTitle : messages.serverTitle);
  return (
    <Page title={title} description={title}>
      <p>{intl.formatMessage(messages.status, { status })}</p>
      <p>{intl.formatMessage(notFound ? messages.notFoundText : messages.serverText)}</p>
      <Link href={paths.home.getHref()}>{intl.formatMessage(messages.home)}</Link>
    </Page>
  );
}
