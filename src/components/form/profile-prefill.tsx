import { getIn } from 'final-form';
import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { useSession } from '@/lib/session/session';

/** `+9665XXXXXXXX` as the customer types it: `05XXXXXXXX`. */
export function localMobile(phone: string): string {
  return phone.replace(/^\+?9665/, '05');
}

/**
 * Fills the empty `full_name`, `phone_number` and `email` fields of the surrounding form from the
 * signed-in customer's profile (also when the session arrives after the form). Never overwrites what
 * was typed or restored.
 */
export function ProfilePrefill() {
  const form = useForm();
  const session = useSession();
  const profile = session.status === 'authenticated' ? session.profile : null;

  useEffect(() => {
    if (!profile) return;
    const known: Record<string, string | undefined> = {
      full_name: profile.full_name,
      phone_number: profile.phone_number ? localMobile(profile.phone_number) : undefined,
      email: profile.email,
    };
    const values = form.getState().values;
    form.batch(() => {
      for (const [field, value] of Object.entries(known)) {
        const current: unknown = getIn(values, field);
        if (value && (current === undefined || current === '')) form.change(field, value);
      }
    });
  }, [form, profile]);

  return null;
}
