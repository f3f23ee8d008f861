import { SignUp } from '@/features/auth';
import { authPage } from './page-shapes';

export default authPage('signUp', SignUp);
