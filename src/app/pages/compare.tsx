import { useIntl } from 'react-intl';
import { Page, usePageHead } from '@/components/page';
import { pageDescriptions, pageTitles } from '@/config/page-titles';
import { compareQueries, ComparePage } from '@/features/catalogue/entries/compare-page';

/** Rendered by the server with the homes of its address; not indexed (any shortlist is a page). */
export const queries = compareQueries;

export default function CompareHomesPage() {
  const intl = useIntl();
  const title = intl.formatMessage(pageTitles.compare);
  usePageHead({ noindex: true });
  return (
    <Page title={title} description={intl.formatMessage(pageDescriptions.compare)}>
      <ComparePage title={title} />
    </Page>
  );
}
