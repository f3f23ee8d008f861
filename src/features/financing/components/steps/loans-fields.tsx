import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { choiceMessages as c, fieldMessages as f } from '../../messages/fields';
import { ChoiceField } from '@/components/form/choice-field';
import { FieldGrid } from '../ui';
import { AmountField } from './amount-field';

export function LoansFields() {
  const intl = useIntl();
  const yesNo = [
    { value: 'yes', label: intl.formatMessage(c.yes) },
    { value: 'no', label: intl.formatMessage(c.no) },
  ];
  const active = useField<string>('has_active_loans', { subscription: { value: true } }).input
    .value;
  return (
    <>
      <ChoiceField
        name="has_existing_mortgage"
        label={intl.formatMessage(f.has_existing_mortgage)}
        options={yesNo}
      />
      <ChoiceField
        name="has_active_loans"
        label={intl.formatMessage(f.has_active_loans)}
        options={yesNo}
      />
      {active === 'yes' && (
        <FieldGrid>
          <AmountField
            name="active_loan_monthly_amount"
            label={intl.formatMessage(f.active_loan_monthly_amount)}
            required
          />
          <AmountField
            name="active_loan_remaining_months"
            label={intl.formatMessage(f.active_loan_remaining_months)}
            inputMode="numeric"
            required
          />
        </FieldGrid>
      )}
    </>
  );
}
