import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { toNumber } from '../../schemas/values';
import { downPaymentFor, loanPercent } from '../../schemas/loan';

/** Keeps the financed share and the down payment in step: typing one fills the other. */
export function LoanSync({ price }: { price: number | undefined }) {
  const form = useForm();
  const { values, active } = useFormState<{ loan_percent?: string; down_payment?: string }>({
    subscription: { values: true, active: true },
  });
  const last = useRef({ percent: values.loan_percent, down: values.down_payment });
  useEffect(() => {
    if (!price) return;
    const { loan_percent: percentText, down_payment: downText } = values;
    if (active === 'loan_percent' && percentText !== last.current.percent) {
      const percent = toNumber(percentText);
      if (percent !== undefined && Number.isFinite(percent) && percent > 0 && percent <= 100)
        form.change('down_payment', String(downPaymentFor(price, percent)));
    } else if (active === 'down_payment' && downText !== last.current.down) {
      const down = toNumber(downText);
      if (down !== undefined && Number.isFinite(down) && down <= price)
        form.change('loan_percent', String(loanPercent(price, down)));
    }
    last.current = {
      percent: form.getState().values.loan_percent,
      down: form.getState().values.down_payment,
    };
  }, [values, active, price, form]);
  return null;
}
