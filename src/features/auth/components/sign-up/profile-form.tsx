import { FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useUpdateProfile } from '@generated/api/profile/profile';
import { ApiForm, EmailField, FullNameField, SimahFields, useSimahLists } from '@/components/form';
import { ErrorState, PageLoading } from '@/components/status';
import { useApiErrorText } from '@/lib/error-messages';
import { useStartSession } from '../../api/use-start-session';
import { profileMessages as m } from '../../messages/profile';
import { profileDraftStore } from '../../storage';
import { validateProfile, type ProfileValues } from '../../schemas/profile';

const FIELDS = ['full_name', 'email', 'nationality', 'marital_status', 'residence_city_id'];
const ALIASES = { residence_city: 'residence_city_id' };

/** Sign-up step 3 (signed in, `registration_step` profile): name, e-mail and the credit-bureau lists. */
export function ProfileForm() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const updateProfile = useUpdateProfile();
  const startSession = useStartSession();
  const lists = useSimahLists();

  if (lists.failed) {
    return (
      <ErrorState
        title={intl.formatMessage(m.listsFailed)}
        message={errorText(lists.failed)}
        onRetry={lists.retry}
      />
    );
  }
  if (lists.pending) return <PageLoading />;

  const onSubmit = async (values: ProfileValues) => {
    const profile = await updateProfile.mutateAsync({
      data: {
        full_name: values.full_name?.trim(),
        email: values.email?.trim(),
        nationality: values.nationality,
        marital_status: values.marital_status,
        residence_city_id: Number(values.residence_city_id),
      },
    });
    startSession(profile);
  };

  return (
    <ApiForm<ProfileValues>
      onSubmit={onSubmit}
      submitLabel={intl.formatMessage(m.save)}
      fields={FIELDS}
      aliases={ALIASES}
      initialValues={profileDraftStore.read()}
      validate={validateProfile}
      header={<p>{intl.formatMessage(m.intro)}</p>}
    >
      {() => (
        <>
          <FormSpy<ProfileValues>
            subscription={{ values: true }}
            onChange={({ values }) => profileDraftStore.save(values)}
          />
          <FullNameField hint={intl.formatMessage(m.fullNameHint)} />
          <EmailField hint={intl.formatMessage(m.emailHint)} />
          <SimahFields {...lists} />
        </>
      )}
    </ApiForm>
  );
}
