import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { firstQueries, ProjectDetail, useRouteId } from '@/features/catalogue';

const messages = defineMessages({
  title: { id: 'pages.project.title', defaultMessage: 'Project', description: 'Page title' },
  description: {
    id: 'pages.project.description',
    defaultMessage: 'Project details, unit designs and available units.',
    description: 'Page meta description',
  },
});

/** Starts as soon as this page's code arrives (src/app/router.tsx). */
export const firstQuery = firstQueries.project;

export default function ProjectPage() {
  const intl = useIntl();
  const id = useRouteId();
  return (
    <ProjectDetail
      key={id}
      id={id}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    />
  );
}
