import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import styled from 'styled-components';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { commonMessages } from '@/components/messages';
import { Container, Page, usePageHead } from '@/components/page';
import { paths } from '@/config/paths';
import { usePageShown } from '../router/page-shown';

const messages = {
  ...defineMessages({
    notFoundTitle: {
      id: 'pages.error.notFoundTitle',
      defaultMessage: 'Page Not Found',
      description: 'Title of the 404 page',
    },
    notFoundText: {
      id: 'pages.error.notFoundText',
      defaultMessage: 'The page you are looking for does not exist or has moved.',
      description: 'Text of the 404 page',
    },
    serverTitle: {
      id: 'pages.error.serverTitle',
      defaultMessage: 'Internal Server Error',
      description: 'Title of the generic error page',
    },
    serverText: {
      id: 'pages.error.serverText',
      defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
      description: 'Text of the generic error page',
    },
    status: {
      id: 'pages.error.status',
      defaultMessage: 'Error {status}',
      description: 'The HTTP status of the error',
    },
  }),
  home: commonMessages.backHome,
};

const Status = styled.p`
  margin: 32px 0 0;
  font-size: clamp(3rem, 8vw, 5rem);
  font-weight: 600;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin-top: 24px;
`;

type Props = { status?: number; onRetry?: () => void };

/** 404 for status 404, the generic error page otherwise (status defaults to 500), with a way on. */
export function ErrorPage({ status = 500, onRetry }: Props) {
  const intl = useIntl();
  const notFound = status === 404;
  usePageShown();
  usePageHead({ status });
  const title = intl.formatMessage(notFound ? messages.notFoundTitle : messages.serverTitle);
  const text = intl.formatMessage(notFound ? messages.notFoundText : messages.serverText);
  return (
    <>
      <Container>
        <Status aria-hidden="true">{intl.formatNumber(status, { useGrouping: false })}</Status>
      </Container>
      <Page title={title} description={text}>
        <p className="visually-hidden">{intl.formatMessage(messages.status, { status })}</p>
        <p>{text}</p>
        <Actions>
          {onRetry && (
            <Button type="button" onClick={onRetry}>
              {intl.formatMessage(commonMessages.retry)}
            </Button>
          )}
          <Link href={paths.home.getHref()}>{intl.formatMessage(messages.home)}</Link>
        </Actions>
      </Page>
    </>
  );
}
