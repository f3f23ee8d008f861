import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useUpdateProfile } from '@generated/api/profile/profile';
import type { Profile } from '@generated/model';
import { Button } from '@/components/button';
import { ApiForm, EmailField } from '@/components/form';
import { emailError } from '@/lib/input/email';
import { useStoreProfile } from '../../api/use-profile-cache';
import { emailMessages as m } from '../../messages/email';

type Values = { email?: string };

/**
 * A new address: stored unconfirmed, a link is sent to it. "Updated too often", "used by another
 * account" and format problems show at the field; what was typed stays.
 */
export function ChangeEmailForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const update = useUpdateProfile();
  const storeProfile = useStoreProfile();
  const [notice, setNotice] = useState<string>();

  const onSubmit = async ({ email = '' }: Values) => {
    setNotice(undefined);
    const next = email.trim();
    if (next.toLowerCase() === profile.email?.toLowerCase()) {
      setNotice(intl.formatMessage(m.sameEmail));
      return;
    }
    const updated = await update.mutateAsync({ data: { email: next } });
    storeProfile(updated);
    setNotice(intl.formatMessage(m.changed, { email: updated.email ?? next }));
  };

  return (
    <ApiForm<Values>
      onSubmit={onSubmit}
      fields={['email']}
      validate={({ email }) => {
        const code = emailError(email);
        return code ? { email: code } : {};
      }}
      labelledBy="change-email-heading"
      header={<h3 id="change-email-heading">{intl.formatMessage(m.change)}</h3>}
      onSucceeded={(form) => form.restart()}
    >
      {({ submitting }) => (
        <>
          <EmailField
            label={intl.formatMessage(m.newEmail)}
            hint={intl.formatMessage(m.newEmailHint)}
          />
          <Button type="submit" loading={submitting}>
            {intl.formatMessage(m.change)}
          </Button>
          <p role="status">{notice}</p>
        </>
      )}
    </ApiForm>
  );
}
