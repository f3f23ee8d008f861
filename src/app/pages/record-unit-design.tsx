import { UnitDesignDetail } from '@/features/catalogue/entries/unit-design-detail';
import { recordPage } from './catalogue-record';

const page = recordPage('unitDesign', UnitDesignDetail);
export const queries = page.queries;
export default page.default;
