import { useIntl } from 'react-intl';
import { useFormatMoney } from '@/lib/format/money';
import { useFinancingLimits } from '../../api/lookups';
import { fieldMessages as f, hintMessages } from '../../messages/fields';
import { FieldGrid } from '../ui';
import { AmountField } from './amount-field';

export function FinancialFields() {
  const intl = useIntl();
  const money = useFormatMoney();
  const { minimumIncome } = useFinancingLimits();
  return (
    <FieldGrid>
      <AmountField
        name="monthly_income"
        label={intl.formatMessage(f.monthly_income)}
        hint={
          minimumIncome
            ? intl.formatMessage(hintMessages.monthlyIncome, { amount: money(minimumIncome) })
            : undefined
        }
        required
      />
      <AmountField
        name="official_obligations"
        label={intl.formatMessage(f.official_obligations)}
        required
      />
      <AmountField
        name="additional_obligations"
        label={intl.formatMessage(f.additional_obligations)}
      />
    </FieldGrid>
  );
}
