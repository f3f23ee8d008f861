import { useIntl } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { Page } from '@/components/page';
import { RealEstateRequestForm } from '@/features/requests';

const messages = defineMessages({
  title: {
    id: 'pages.realEstateRequest.title',
    defaultMessage: 'Real-estate request',
    description: 'Page title',
  },
  description: {
    id: 'pages.realEstateRequest.description',
    defaultMessage: 'Tell us what you are looking for and our sales team will contact you.',
    description: 'Page meta description',
  },
});

export default function RealEstateRequestPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <RealEstateRequestForm />
    </Page>
  );
}
