import { useIntl } from 'react-intl';
import { useUpdateProfile } from '@generated/api/profile/profile';
import type { Profile } from '@generated/model';
import { Actions } from '@/components/actions';
import { Button } from '@/components/button';
import { ApiForm, FullNameField, SimahFields, useSimahLists } from '@/components/form';
import type { FormErrors } from '@/components/form';
import { ErrorState, PageLoading } from '@/components/status';
import { useApiErrorText } from '@/lib/error-messages';
import { fullNameError } from '@/lib/input/full-name';
import { useStoreProfile } from '../../api/use-profile-cache';
import { profileEditMessages as m } from '../../messages/profile-edit';

type Values = {
  full_name?: string;
  nationality?: string;
  marital_status?: string;
  residence_city_id?: string;
};
const FIELDS = ['full_name', 'nationality', 'marital_status', 'residence_city_id'];
const ALIASES = { residence_city: 'residence_city_id' };

function validate(values: Values): FormErrors {
  const errors: FormErrors = {};
  const fullName = fullNameError(values.full_name);
  if (fullName) errors.full_name = fullName;
  if (!values.nationality) errors.nationality = 'nationality__required';
  if (!values.marital_status) errors.marital_status = 'marital_status__required';
  if (!values.residence_city_id) errors.residence_city_id = 'residence_city__required';
  return errors;
}

export const PROFILE_EDIT_HEADING = 'profile-edit-heading';

type Props = { profile: Profile; onDone: (saved: boolean) => void };

/** Full name, nationality, marital status and residence city, checked as at sign-up. */
export function ProfileEditForm({ profile, onDone }: Props) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const update = useUpdateProfile();
  const storeProfile = useStoreProfile();
  const lists = useSimahLists();

  if (lists.failed) {
    return <ErrorState message={errorText(lists.failed)} onRetry={lists.retry} />;
  }
  if (lists.pending) return <PageLoading />;

  const onSubmit = async (values: Values) => {
    const updated = await update.mutateAsync({
      data: {
        full_name: values.full_name?.trim(),
        nationality: values.nationality,
        marital_status: values.marital_status,
        residence_city_id: Number(values.residence_city_id),
      },
    });
    storeProfile(updated);
    onDone(true);
  };

  return (
    <ApiForm<Values>
      onSubmit={onSubmit}
      fields={FIELDS}
      aliases={ALIASES}
      validate={validate}
      labelledBy={PROFILE_EDIT_HEADING}
      initialValues={{
        full_name: profile.full_name,
        nationality: profile.nationality,
        marital_status: profile.marital_status,
        residence_city_id: profile.residence_city ? String(profile.residence_city) : undefined,
      }}
      header={<h3 id={PROFILE_EDIT_HEADING}>{intl.formatMessage(m.heading)}</h3>}
    >
      {({ submitting }) => (
        <>
          <FullNameField />
          <SimahFields {...lists} />
          <Actions>
            <Button type="submit" loading={submitting}>
              {intl.formatMessage(m.save)}
            </Button>
            <Button type="button" variant="secondary" onClick={() => onDone(false)}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </Actions>
        </>
      )}
    </ApiForm>
  );
}
