export { FinancingCalculator } from './components/financing-calculator';
