import { UnitDetail } from '@/features/catalogue/entries/unit-detail';
import { recordPage } from './catalogue-record';

const page = recordPage('unit', UnitDetail);
export const queries = page.queries;
export default page.default;
