import { SignIn } from '@/features/auth';
import { authPage } from './page-shapes';

export default authPage('signIn', SignIn);
