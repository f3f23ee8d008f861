import { EmailConfirmation } from '@/features/account';
import { authPage } from './page-shapes';

export default authPage('emailConfirmation', EmailConfirmation);
