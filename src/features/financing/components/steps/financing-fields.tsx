import { useIntl } from 'react-intl';
import { useFormatMoney } from '@/lib/format/money';
import { useFinancingLimits } from '../../api/lookups';
import { choiceMessages as c, fieldMessages as f, hintMessages as h } from '../../messages/fields';
import { ChoiceField } from '@/components/form/choice-field';
import { FieldGrid } from '../ui';
import { AmountField } from './amount-field';
import { LoanSummary } from './loan-summary';
import { LoanSync } from './loan-sync';

export function FinancingFields({ price }: { price: number | undefined }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const limits = useFinancingLimits();
  const fees = limits.feesMaxPercent;
  return (
    <>
      <LoanSync price={price} />
      <FieldGrid>
        <AmountField
          name="down_payment"
          label={intl.formatMessage(f.down_payment)}
          hint={
            limits.loanAmountMin !== undefined && limits.loanAmountMax !== undefined
              ? intl.formatMessage(h.downPayment, {
                  min: money(limits.loanAmountMin),
                  max: money(limits.loanAmountMax),
                })
              : undefined
          }
          required
        />
        <AmountField name="loan_percent" label={intl.formatMessage(f.loan_percent)} required />
        <AmountField
          name="loan_term_years"
          label={intl.formatMessage(f.loan_term_years)}
          inputMode="numeric"
          required
        />
        <AmountField
          name="preferred_monthly_installment"
          label={intl.formatMessage(f.preferred_monthly_installment)}
          required
        />
      </FieldGrid>
      <ChoiceField
        name="fees_option"
        label={intl.formatMessage(f.fees_option)}
        hint={intl.formatMessage(h.feesAddToLoan, {
          percent: intl.formatNumber(fees),
          amount: money(((price ?? 0) * fees) / 100),
        })}
        options={[
          { value: 'none', label: intl.formatMessage(c.feesNone) },
          { value: 'add_to_loan', label: intl.formatMessage(c.feesAddToLoan) },
          { value: 'pay_upfront', label: intl.formatMessage(c.feesPayUpfront) },
        ]}
      />
      <LoanSummary price={price} />
    </>
  );
}
