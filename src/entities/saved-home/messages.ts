import { defineMessages } from '@/i18n/define-messages';

export const savedHomeMessages = defineMessages({
  save: {
    id: 'shared.savedHome.save',
    defaultMessage: 'Save {title}',
    description: 'Heart button label (screen readers): save this listing; title is its name',
  },
  saveShort: {
    id: 'shared.savedHome.saveShort',
    defaultMessage: 'Save',
    description: 'Heart button visible text where there is room (detail page, action bar)',
  },
  savedShort: {
    id: 'shared.savedHome.savedShort',
    defaultMessage: 'Saved',
    description: 'Heart button visible text when the listing is saved',
  },
  saved: {
    id: 'shared.savedHome.saved',
    defaultMessage: '{title} is saved to your saved homes.',
    description: 'Toast after a listing was saved; title is its name',
  },
  removed: {
    id: 'shared.savedHome.removed',
    defaultMessage: '{title} was removed from your saved homes.',
    description: 'Toast after a listing was removed from the saved homes',
  },
  failed: {
    id: 'shared.savedHome.failed',
    defaultMessage: 'We could not update your saved homes. {reason}',
    description: 'Toast when saving or removing failed; reason is the error text',
  },
  signInFirst: {
    id: 'shared.savedHome.signInFirst',
    defaultMessage: 'Sign in to save homes. We will save this one for you right after.',
    description: 'Toast when a guest presses the heart: they are sent to sign in',
  },
});

/** How often a saved search tells its customer (AlertFrequency). */
export const alertFrequencyMessages = defineMessages({
  instant: {
    id: 'saved.alert.instant',
    defaultMessage: 'At once',
    description: 'Alert frequency: a notification for each new match',
  },
  daily: {
    id: 'saved.alert.daily',
    defaultMessage: 'Once a day',
    description: 'Alert frequency: one summary notification a day',
  },
  off: {
    id: 'saved.alert.off',
    defaultMessage: 'Off',
    description: 'Alert frequency: no notifications',
  },
});
