import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useUpdateProfile } from '@generated/api/profile/profile';
import type { Profile } from '@generated/model';
import { Button } from '@/components/button';
import { focusFirstError, FormError, TextField } from '@/components/form';
import { emailError } from '@/lib/email';
import { submitErrors } from '@/lib/form-errors';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [notice, setNotice] = useState<string>();

  const onSubmit = async ({ email = '' }: Values) => {
    setNotice(undefined);
    const next = email.trim();
    if (next.toLowerCase() === profile.email?.toLowerCase()) {
      setNotice(intl.formatMessage(m.sameEmail));
      return undefined;
    }
    try {
      const updated = await update.mutateAsync({ data: { email: next } });
      storeProfile(updated);
      setNotice(intl.formatMessage(m.changed, { email: updated.email ?? next }));
      return undefined;
    } catch (error) {
      focusFirstError(formRef.current);
      return submitErrors(error, ['email']);
    }
  };

  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={({ email }) => {
        const code = emailError(email);
        return code ? { email: code } : {};
      }}
      render={({ handleSubmit, submitError, submitting, form }) => (
        <form
          ref={formRef}
          noValidate
          aria-labelledby="change-email-heading"
          onSubmit={(event) => {
            void handleSubmit(event)?.then(() => {
              if (form.getState().submitSucceeded) form.restart();
            });
            if (form.getState().hasValidationErrors) focusFirstError(formRef.current);
          }}
        >
          <h3 id="change-email-heading">{intl.formatMessage(m.change)}</h3>
          <FormError error={submitError} />
          <TextField
            name="email"
            label={intl.formatMessage(m.newEmail)}
            hint={intl.formatMessage(m.newEmailHint)}
            type="email"
            autoComplete="email"
            dir="ltr"
            maxLength={254}
            required
          />
          <Button type="submit" loading={submitting}>
            {intl.formatMessage(m.save)}
          </Button>
          <p role="status">{notice}</p>
        </form>
      )}
    />
  );
}
