import { AgencyDetail } from '@/features/catalogue/entries/agency-detail';
import { recordPage } from './catalogue-record';

const page = recordPage('agency', AgencyDetail);
export const queries = page.queries;
export default page.default;
