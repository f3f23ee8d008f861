import { useSession } from '@/lib/session/session';
import { ProfileForm } from './profile-form';
import { SignUpStart } from './sign-up-start';
import { SignUpSteps } from './sign-up-steps';

/**
 * `/sign-up`: the details and the code for a visitor; the profile form for a customer whose account
 * exists but whose `registration_step` is `profile` (the guard sends other steps to their screens).
 */
export function SignUp() {
  const session = useSession();
  if (session.status === 'authenticated') {
    return (
      <>
        <SignUpSteps current={3} />
        <ProfileForm />
      </>
    );
  }
  return <SignUpStart />;
}
