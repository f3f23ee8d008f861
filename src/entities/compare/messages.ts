import { defineMessages } from '@/i18n/define-messages';

export const compareMessages = defineMessages({
  toggle: {
    id: 'compare.toggle.label',
    defaultMessage: 'Compare {title}',
    description: 'Compare button name (screen readers): add this listing to the comparison',
  },
  toggleShort: {
    id: 'compare.toggle.short',
    defaultMessage: 'Compare',
    description: 'Compare button visible text: add this listing to the comparison',
  },
  toggleOn: {
    id: 'compare.toggle.on',
    defaultMessage: 'In comparison',
    description: 'Compare button visible text when the listing is in the comparison',
  },
  open: {
    id: 'compare.toggle.open',
    defaultMessage: 'See comparison ({count})',
    description: 'Link beside the compare button to the comparison page; count is how many homes',
  },
  full: {
    id: 'compare.toggle.full',
    defaultMessage:
      'You can compare up to {max} homes. Remove one from the comparison to add {title}.',
    description: 'Message when a fifth home is added to the comparison',
  },
});
