import type { RegistrationStep } from '@generated/model';
import { paths } from '@/config/paths';

/**
 * The screen of an unfinished sign-up step (a customer who stopped half-way goes on from there), or
 * undefined once the registration is complete.
 */
export function registrationPath(step: RegistrationStep | undefined): string | undefined {
  switch (step) {
    case 'otp':
    case 'profile':
      return paths.signUp.getHref();
    case 'address':
      return paths.signUpAddress.getHref();
    case 'nafath':
      return paths.signUpNafath.getHref();
    default:
      return undefined;
  }
}
