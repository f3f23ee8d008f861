import { useIntl } from 'react-intl';
import { Page } from '@/components/page';
import { pageTitles } from '@/config/page-titles';
import { BudgetCheck } from '@/features/budget';
import { defineMessages } from '@/i18n/define-messages';

const messages = defineMessages({
  description: {
    id: 'pages.budget.description',
    defaultMessage:
      'Check the highest price, down payment and monthly instalment the lending rules allow you before you choose a home.',
    description: 'Page meta description',
  },
});

export default function BudgetPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.budget)}
      description={intl.formatMessage(messages.description)}
    >
      <BudgetCheck />
    </Page>
  );
}
