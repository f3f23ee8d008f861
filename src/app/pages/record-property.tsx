import { PropertyDetail } from '@/features/catalogue/entries/property-detail';
import { recordPage } from './catalogue-record';

const page = recordPage('property', PropertyDetail);
export const queries = page.queries;
export default page.default;
