import { useIntl } from 'react-intl';
import { Page, usePageHead } from '@/components/page';
import { pageTitles } from '@/config/page-titles';
import { ComparePage } from '@/features/catalogue/compare/compare-page';
import { compareQueries } from '@/features/catalogue/compare/compare-queries';
import { defineMessages } from '@/i18n/define-messages';

const messages = defineMessages({
  description: {
    id: 'pages.compare.description',
    defaultMessage:
      'Up to four homes side by side: price, price per m², monthly estimate, areas, rooms and licence.',
    description: 'Page meta description',
  },
});

/** Rendered by the server with the homes of its address; not indexed (any shortlist is a page). */
export const queries = compareQueries;

export default function CompareHomesPage() {
  const intl = useIntl();
  const title = intl.formatMessage(pageTitles.compare);
  usePageHead({ noindex: true });
  return (
    <Page title={title} description={intl.formatMessage(messages.description)}>
      <ComparePage title={title} />
    </Page>
  );
}
