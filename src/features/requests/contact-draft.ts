import { readPrivate, removePrivate, writePrivate } from '@/lib/private-storage';
import type { FeedbackValues } from './schemas/feedback';

const KEY = 'requests.contact.draft';

/** The contact message being typed, kept in the tab so a trip to sign-in (or a reload) loses nothing. */
export const contactDraft = {
  read: (): FeedbackValues | undefined => readPrivate<FeedbackValues>(KEY),
  save: (values: FeedbackValues) => writePrivate(KEY, values),
  clear: () => removePrivate(KEY),
};
