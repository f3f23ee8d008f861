/**
 * A form whose submit met an ended session, kept in memory only (never in storage: it holds personal
 * data) while its customer signs in again; the form at the same place starts from it once, for the
 * same customer. One form at a time: the latest kept.
 */
type KeptForm = { place: string; customer: string; values: object };

let kept: KeptForm | null = null;

/** Where a form is: the page's path (with its query) and the form's own name on the page. */
export const formPlace = (path: string, name = '') => `${path}#${name}`;

export function keepForm(place: string, customer: string, values: object): void {
  kept = { place, customer, values: structuredClone(values) };
}

/** The values kept for this form and customer, without taking them (a render may run twice). */
export function readKeptForm<V>(place: string, customer: string | undefined): V | undefined {
  if (!kept || kept.place !== place || kept.customer !== customer) return undefined;
  return kept.values as V;
}

/** Drops what was kept here: taken by its form, or not for the customer now signed in. */
export function dropKeptForm(place: string): void {
  if (kept?.place === place) kept = null;
}

/** Forgets every kept form (a sign-out or a deleted account: nobody is coming back to it). */
export function forgetKeptForms(): void {
  kept = null;
}
