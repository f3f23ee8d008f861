import { Faq } from '@/features/content';
import { sitePage } from './page-shapes';

export default sitePage('faq', Faq);
