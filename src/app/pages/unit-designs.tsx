import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Container, Page } from '@/components/page';
import { firstQueries, UnitDesignsBrowser } from '@/features/catalogue';

const messages = defineMessages({
  title: {
    id: 'pages.unitDesigns.title',
    defaultMessage: 'Unit designs',
    description: 'Page title',
  },
  description: {
    id: 'pages.unitDesigns.description',
    defaultMessage: 'Floor plans and designs of units.',
    description: 'Page meta description',
  },
});

/** Starts as soon as this page's code arrives (src/app/router.tsx). */
export const firstQuery = firstQueries.unitDesigns;

export default function UnitDesignsPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  return (
    <>
      <Container>
        <Breadcrumbs items={[{ label: title }]} />
      </Container>
      <Page title={title} description={intl.formatMessage(messages.description)}>
        <UnitDesignsBrowser />
      </Page>
    </>
  );
}
