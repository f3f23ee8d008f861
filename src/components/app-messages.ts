import { defineMessages } from '@/i18n/define-messages';

export const appMessages = defineMessages({
  brand: {
    id: 'common.brand',
    defaultMessage: 'Baitak',
    description: 'The product name, shown in titles and the header',
  },
});
