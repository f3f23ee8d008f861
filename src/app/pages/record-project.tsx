import { ProjectDetail } from '@/features/catalogue/entries/project-detail';
import { recordPage } from './catalogue-record';

const page = recordPage('project', ProjectDetail);
export const queries = page.queries;
export default page.default;
