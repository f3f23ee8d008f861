import { useEffect, useMemo } from 'react';
import { useCurrentPath } from '@/lib/navigation/canonical-location';
import { dropKeptForm, formPlace, readKeptForm } from '@/lib/session/kept-forms';
import { useSessionIfProvided } from '@/lib/session/session';

/**
 * A form's place (this page, the form's name) and customer, and the values kept there through an
 * expired session for this customer: read once the customer is known, then dropped.
 */
export function useKeptForm<V>(name?: string) {
  const place = formPlace(useCurrentPath(), name);
  const session = useSessionIfProvided();
  const customer = session.profile?.national_id;
  // Once the customer is known (the session may still be read when the form starts).
  const values = useMemo(() => readKeptForm<V>(place, customer), [place, customer]);
  useEffect(() => {
    if (session.status === 'authenticated') dropKeptForm(place);
  }, [place, session.status]);
  return { place, customer, values };
}

/** Whether a form of this name was kept here for the customer signed in (to open it again). */
export function useHasKeptForm(name: string): boolean {
  const place = formPlace(useCurrentPath(), name);
  return readKeptForm(place, useSessionIfProvided().profile?.national_id) !== undefined;
}
