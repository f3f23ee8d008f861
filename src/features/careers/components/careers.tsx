import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useListJobOpenings } from '@generated/api/careers/careers';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import type { FormReceipt, JobOpening } from '@generated/model';
import { EmptyState, ErrorState, PageLoading } from '@/components/status';
import { useApiErrorText } from '@/lib/error-messages';
import { careersMessages as m } from '../messages/careers';
import type { CvRules } from '../schemas/application';
import { ApplicationForm, type ApplicationFormHandle } from './application-form';
import { ApplicationSent } from './application-sent';
import { OpeningCard } from './opening-card';

const Layout = styled.div`
  display: grid;
  gap: 32px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
  h2 {
    font-size: 1.375rem;
    margin: 0 0 16px;
  }
`;

const List = styled.div`
  display: grid;
  gap: 16px;
`;

const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 20px;
  h2:focus {
    outline: none;
  }
`;

/** The defaults of the contract until the web-app configuration has loaded. */
const DEFAULT_RULES: CvRules = {
  maxBytes: 5 * 1024 * 1024,
  contentTypes: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
};

type Sent = { receipt: FormReceipt; title: string };

const Intro = styled.p`
  max-width: 760px;
  margin: 0 0 32px;
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The open positions and the application with a CV. */
export function Careers() {
  const intl = useIntl();
  return (
    <>
      <Intro>{intl.formatMessage(m.intro)}</Intro>
      <OpeningsAndApplication />
    </>
  );
}

function OpeningsAndApplication() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const openings = useListJobOpenings({ page_size: 50 });
  const config = useGetWebAppConfig({ query: { staleTime: Infinity } }).data;
  const rules: CvRules = config
    ? { maxBytes: config.cv_max_bytes, contentTypes: config.cv_content_types }
    : DEFAULT_RULES;
  const form = useRef<ApplicationFormHandle>(null);
  const [sent, setSent] = useState<Sent | null>(null);

  if (openings.isPending) return <PageLoading />;
  if (openings.isError) {
    return (
      <ErrorState
        message={errorText(openings.error)}
        onRetry={() => void openings.refetch()}
        retrying={openings.isFetching}
      />
    );
  }
  const list = openings.data.results;
  if (list.length === 0) return <EmptyState message={intl.formatMessage(m.noOpenings)} />;

  const onSent = (receipt: FormReceipt, opening: JobOpening | undefined) => {
    setSent({ receipt, title: opening?.title ?? '' });
  };

  return (
    <Layout>
      <section aria-labelledby="openings-title">
        <h2 id="openings-title">{intl.formatMessage(m.openings)}</h2>
        <List>
          {list.map((opening) => (
            <OpeningCard
              key={opening.id}
              opening={opening}
              onApply={(chosen) => {
                setSent(null);
                requestAnimationFrame(() => form.current?.choose(chosen.id));
              }}
            />
          ))}
        </List>
      </section>
      {sent ? (
        <Panel aria-labelledby="application-sent">
          <ApplicationSent
            receipt={sent.receipt}
            title={sent.title}
            onAgain={() => setSent(null)}
          />
        </Panel>
      ) : (
        <Panel aria-labelledby="application-title">
          <h2 id="application-title">{intl.formatMessage(m.formTitle)}</h2>
          <ApplicationForm ref={form} openings={list} rules={rules} onSent={onSent} />
        </Panel>
      )}
    </Layout>
  );
}
