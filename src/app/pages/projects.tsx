import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Container, Page } from '@/components/page';
import { firstQueries, ProjectsBrowser } from '@/features/catalogue';

const messages = defineMessages({
  title: { id: 'pages.projects.title', defaultMessage: 'Projects', description: 'Page title' },
  description: {
    id: 'pages.projects.description',
    defaultMessage: 'Residential projects from partner developers.',
    description: 'Page meta description',
  },
});

/** Starts as soon as this page's code arrives (src/app/router.tsx). */
export const firstQuery = firstQueries.projects;

export default function ProjectsPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  return (
    <>
      <Container>
        <Breadcrumbs items={[{ label: title }]} />
      </Container>
      <Page title={title} description={intl.formatMessage(messages.description)}>
        <ProjectsBrowser />
      </Page>
    </>
  );
}
