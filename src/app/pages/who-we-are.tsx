import { WhoWeAre } from '@/features/content';
import { sitePage } from './page-shapes';

export default sitePage('whoWeAre', WhoWeAre);
