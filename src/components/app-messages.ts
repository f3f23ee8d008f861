import { defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  brand: {
    id: 'common.brand',
    defaultMessage: 'Baitak',
    description: 'The product name, shown in titles and the header',
  },
});
