import { BudgetCheck } from '@/features/budget';
import { sitePage } from './page-shapes';

export default sitePage('budget', BudgetCheck);
