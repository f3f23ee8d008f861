import { AgencyDetail } from '@/features/catalogue/detail/agency-detail';
import { recordPage } from './catalogue-record';

const page = recordPage('agency', AgencyDetail);
export const queries = page.queries;
export default page.default;
