import { useGetProfile } from '@generated/api/profile/profile';
import { ErrorState, PageLoading } from '@/components/status';
import { useApiErrorText } from '@/lib/error-messages';
import { EmailSection } from './email/email-section';
import { PersonalSection } from './profile-edit/personal-section';

/** `/account/details`: the profile as the server has it now, and the e-mail section. */
export function AccountDetails() {
  const errorText = useApiErrorText();
  const profile = useGetProfile({ query: { staleTime: 0 } });
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) {
    return <ErrorState message={errorText(profile.error)} onRetry={() => void profile.refetch()} />;
  }
  return (
    <>
      <PersonalSection profile={profile.data} />
      <EmailSection profile={profile.data} />
    </>
  );
}
