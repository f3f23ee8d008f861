import { defineMessages } from '@/i18n/define-messages';

export const recentlyViewedMessages = defineMessages({
  title: {
    id: 'recent.title',
    defaultMessage: 'Recently viewed',
    description: 'Heading of the list of listings the visitor opened lately (home page, account)',
  },
  empty: {
    id: 'recent.empty',
    defaultMessage: 'The homes you open will be listed here.',
    description: 'Empty recently viewed list (account)',
  },
  onDevice: {
    id: 'recent.onDevice',
    defaultMessage: 'Kept on this device only. Sign in to keep them in your account.',
    description: 'Under a guest’s recently viewed list',
  },
  clear: {
    id: 'recent.clear',
    defaultMessage: 'Clear the list',
    description: 'Button that forgets the recently viewed listings',
  },
});
