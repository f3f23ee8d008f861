import { NafathStep, SignUpSteps } from '@/features/auth';
import { authPage } from './page-shapes';

export default authPage('signUpNafath', () => (
  <>
    <SignUpSteps current={5} />
    <NafathStep />
  </>
));
