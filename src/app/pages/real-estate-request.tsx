import { useIntl } from 'react-intl';
import { Page } from '@/components/page';
import { RealEstateRequestForm } from '@/features/requests';
import { pageDescriptions, pageTitles } from '@/config/page-titles';

export default function RealEstateRequestPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.realEstateRequest)}
      description={intl.formatMessage(pageDescriptions.realEstateRequest)}
    >
      <RealEstateRequestForm />
    </Page>
  );
}
