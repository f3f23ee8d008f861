import type { FinancingRequest } from '@generated/model';
import type { FormStepId } from '../../schemas/steps';
import { AdditionalFields } from '../steps/additional-fields';
import { EmploymentFields } from '../steps/employment-fields';
import { FinancialFields } from '../steps/financial-fields';
import { FinancingFields } from '../steps/financing-fields';
import { LoansFields } from '../steps/loans-fields';
import { PropertyFields } from '../steps/property-fields';

/** The fields of one step. */
export function StepFields({ step, request }: { step: FormStepId; request: FinancingRequest }) {
  switch (step) {
    case 'employment':
      return <EmploymentFields />;
    case 'financial':
      return <FinancialFields />;
    case 'loans':
      return <LoansFields />;
    case 'additional':
      return <AdditionalFields />;
    case 'property':
      return <PropertyFields />;
    case 'financing':
      return <FinancingFields price={request.estimated_price} />;
  }
}
