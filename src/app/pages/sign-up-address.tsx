import { AddressStep, SignUpSteps } from '@/features/auth';
import { authPage } from './page-shapes';

export default authPage('signUpAddress', () => (
  <>
    <SignUpSteps current={4} />
    <AddressStep />
  </>
));
