// The wizard page's entry: the request's steps, without the list, detail or offers code.
export { FinancingWizard } from '../components/wizard/financing-wizard';
