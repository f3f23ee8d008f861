export { AuthLayout } from './components/auth-layout';
export { SignIn } from './components/sign-in/sign-in';
export { SignUp } from './components/sign-up/sign-up';
export { AddressStep } from './components/sign-up/address-step';
export { NafathStep } from './components/nafath/nafath-step';
export { SignUpSteps } from './components/sign-up/sign-up-steps';
