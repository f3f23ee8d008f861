import { useIntl, type MessageDescriptor } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { fieldMessages } from '../../messages/fields';
import type { WizardValues } from '../../schemas/values';
import { Notice } from '../ui';

const messages = defineMessages({
  fromBudget: {
    id: 'budget.financing.fromBudget',
    defaultMessage: 'From your saved budget: {fields}. Check them before you save.',
    description: 'Financing wizard: which fields were filled in from the customer’s saved budget',
  },
});

const labels: Partial<Record<string, MessageDescriptor>> = fieldMessages;

/** Names the fields the saved budget filled in, so the customer knows where they came from. */
export function BudgetSource({ fields }: { fields: readonly (keyof WizardValues)[] }) {
  const intl = useIntl();
  const names = fields.flatMap((field) => {
    const label = labels[field];
    return label ? [intl.formatMessage(label)] : [];
  });
  if (names.length === 0) return null;
  return (
    <Notice data-testid="from-budget">
      {intl.formatMessage(messages.fromBudget, {
        fields: intl.formatList(names, { type: 'conjunction' }),
      })}
    </Notice>
  );
}
