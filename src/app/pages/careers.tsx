import { Careers } from '@/features/careers';
import { sitePage } from './page-shapes';

export default sitePage('careers', Careers);
