import { Terms } from '@/features/content';
import { sitePage } from './page-shapes';

export default sitePage('terms', Terms);
