import { PrivacyPolicy } from '@/features/content';
import { sitePage } from './page-shapes';

export default sitePage('privacyPolicy', PrivacyPolicy);
