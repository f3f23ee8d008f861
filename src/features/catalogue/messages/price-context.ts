import { defineMessages } from '@/i18n/define-messages';

export const priceContextMessages = defineMessages({
  title: {
    id: 'prices.context.title',
    defaultMessage: 'What this price means',
    description: 'Listing page section: the price against the district’s sales and its own history',
  },
  district: {
    id: 'prices.context.district',
    defaultMessage: '{price}/m² · district median {median} ({difference})',
    description:
      'The listing’s price per m² beside the median price per m² of registered sales in its district; difference in percent, signed',
  },
  sales: {
    id: 'prices.context.sales',
    defaultMessage:
      '{count, plural, one {# sale} other {# sales}} in {district}, {months} months · {source}, {date}',
    description:
      'Under the district figure: how many registered sales, the period, the source and the month',
  },
  listed: {
    id: 'prices.context.listed',
    defaultMessage:
      'Listed on {date} at {price} · {days, plural, =0 {on the market since today} one {# day on the market} other {# days on the market}}',
    description:
      'Price history: when the listing was listed, at what price, and how long it has been for sale',
  },
  change: {
    id: 'prices.context.change',
    defaultMessage: '{date}: {price} ({percent})',
    description: 'Price history: one change of the price with its date and percentage',
  },
  noChange: {
    id: 'prices.context.noChange',
    defaultMessage: 'The price has not changed since it was listed.',
    description: 'Price history: no change',
  },
  historyTitle: {
    id: 'prices.context.historyTitle',
    defaultMessage: 'Price history',
    description: 'Listing page: heading of the list of price changes',
  },
});
