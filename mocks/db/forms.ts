import type { FormReceipt } from '../../generated/model';
import { clock } from '../lib/clock';
import { onReset } from './registry';
import { scoped } from '../lib/namespace';

/** Submitted public forms (feedback, real-estate requests, career applications), kept for the session. */
type Kind = 'FB' | 'RE' | 'JA';
const FIRST_ID: Record<Kind, number> = { FB: 5801, RE: 771, JA: 2231 };

export const submissions = scoped((): { kind: Kind; id: number; body: unknown }[] => []);
const next = scoped((): Record<Kind, number> => ({ ...FIRST_ID }));

onReset(() => {
  submissions.length = 0;
  Object.assign(next, FIRST_ID);
});

export function receive(kind: Kind, body: unknown): FormReceipt {
  const id = next[kind]++;
  submissions.push({ kind, id, body });
  const year = new Date(clock.now()).getUTCFullYear();
  return { id, reference: `${kind}-${year}-${String(id).padStart(6, '0')}` };
}
