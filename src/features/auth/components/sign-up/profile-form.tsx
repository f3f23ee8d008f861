import { useRef } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useUpdateProfile } from '@generated/api/profile/profile';
import { Button } from '@/components/button';
import { focusFirstError, FormError, SelectField, TextField } from '@/components/form';
import { ErrorState, PageLoading } from '@/components/status';
import { useApiErrorText } from '@/lib/error-messages';
import { submitErrors } from '@/lib/form-errors';
import {
  useSimahCities,
  useSimahMaritalStatuses,
  useSimahNationalities,
} from '@/lib/simah-lookups';
import { useStartSession } from '../../hooks/use-start-session';
import { profileMessages as m } from '../../messages/profile';
import { profileDraftStore } from '../../storage';
import { validateProfile, type ProfileValues } from '../../validation/profile';
import { Actions } from '../auth-layout';

const FIELDS = ['full_name', 'email', 'nationality', 'marital_status', 'residence_city_id'];
const ALIASES = { residence_city: 'residence_city_id' };

/** Sign-up step 3 (signed in, `registration_step` profile): name, e-mail and the credit-bureau lists. */
export function ProfileForm() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const updateProfile = useUpdateProfile();
  const startSession = useStartSession();
  const formRef = useRef<HTMLFormElement>(null);
  const nationalities = useSimahNationalities();
  const maritalStatuses = useSimahMaritalStatuses();
  const cities = useSimahCities();
  const lists = [nationalities, maritalStatuses, cities];

  const failed = lists.find((list) => list.isError);
  if (failed) {
    return (
      <ErrorState
        title={intl.formatMessage(m.listsFailed)}
        message={errorText(failed.error)}
        onRetry={() => lists.filter((list) => list.isError).forEach((list) => void list.refetch())}
      />
    );
  }
  if (lists.some((list) => list.isPending)) return <PageLoading />;

  const onSubmit = async (values: ProfileValues) => {
    try {
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
      return undefined;
    } catch (error) {
      focusFirstError(formRef.current);
      return submitErrors(error, FIELDS, ALIASES);
    }
  };
  const choose = intl.formatMessage(m.choose);

  return (
    <Form<ProfileValues>
      onSubmit={onSubmit}
      initialValues={profileDraftStore.read()}
      validate={validateProfile}
      render={({ handleSubmit, submitError, submitting, form }) => (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstError(formRef.current);
          }}
        >
          <FormSpy<ProfileValues>
            subscription={{ values: true }}
            onChange={({ values }) => profileDraftStore.save(values)}
          />
          <p>{intl.formatMessage(m.intro)}</p>
          <FormError error={submitError} />
          <TextField
            name="full_name"
            label={intl.formatMessage(m.fullName)}
            hint={intl.formatMessage(m.fullNameHint)}
            autoComplete="name"
            maxLength={100}
            required
          />
          <TextField
            name="email"
            label={intl.formatMessage(m.email)}
            hint={intl.formatMessage(m.emailHint)}
            type="email"
            autoComplete="email"
            dir="ltr"
            maxLength={254}
            required
          />
          <SelectField
            name="nationality"
            label={intl.formatMessage(m.nationality)}
            placeholder={choose}
            options={(nationalities.data ?? []).map(({ code, name }) => ({
              value: code,
              label: name,
            }))}
            required
          />
          <SelectField
            name="marital_status"
            label={intl.formatMessage(m.maritalStatus)}
            placeholder={choose}
            options={(maritalStatuses.data ?? []).map(({ code, name }) => ({
              value: code,
              label: name,
            }))}
            required
          />
          <SelectField
            name="residence_city_id"
            label={intl.formatMessage(m.residenceCity)}
            placeholder={choose}
            options={(cities.data ?? []).map(({ id, name }) => ({
              value: String(id),
              label: name,
            }))}
            required
          />
          <Actions>
            <Button type="submit" loading={submitting}>
              {intl.formatMessage(m.save)}
            </Button>
          </Actions>
        </form>
      )}
    />
  );
}
