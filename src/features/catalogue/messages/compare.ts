import { defineMessages } from '@/i18n/define-messages';

export const compareTableMessages = defineMessages({
  caption: {
    id: 'compare.table.caption',
    defaultMessage: '{count, plural, one {# home} other {# homes}} side by side',
    description: 'Caption of the comparison table',
  },
  onlyDifferences: {
    id: 'compare.table.onlyDifferences',
    defaultMessage: 'Hide the rows where all homes are the same',
    description: 'Checkbox above the comparison table',
  },
  differs: {
    id: 'compare.table.differs',
    defaultMessage: 'Differs',
    description: 'Mark on a row of the comparison whose values are not all the same',
  },
  notGiven: {
    id: 'compare.table.notGiven',
    defaultMessage: 'Not stated',
    description: 'Cell of the comparison when the listing does not say',
  },
  remove: {
    id: 'compare.table.remove',
    defaultMessage: 'Remove {title} from the comparison',
    description: 'Button under a column of the comparison (screen readers: names the home)',
  },
  removeShort: {
    id: 'compare.table.removeShort',
    defaultMessage: 'Take out',
    description: 'Visible text of the button that takes a home out of the comparison',
  },
  print: {
    id: 'compare.table.print',
    defaultMessage: 'Print',
    description: 'Button that prints the comparison',
  },
  keep: {
    id: 'compare.table.keep',
    defaultMessage: 'Keep this comparison on this device',
    description: 'Button on a shared comparison: makes its homes the visitor’s own shortlist',
  },
  kept: {
    id: 'compare.table.kept',
    defaultMessage: 'These homes are now your comparison on this device.',
    description: 'Toast after the shared comparison was kept',
  },
  empty: {
    id: 'compare.table.empty',
    defaultMessage:
      'Nothing to compare yet. Press “Compare” on up to four units or properties to see them side by side.',
    description: 'Empty state of the comparison page',
  },
  missing: {
    id: 'compare.table.missing',
    defaultMessage: 'This home is no longer available.',
    description: 'Column of the comparison whose listing was not found',
  },
  monthly: {
    id: 'compare.table.monthly',
    defaultMessage: 'Monthly estimate',
    description: 'Row of the comparison: the monthly instalment of financing the home',
  },
  monthlyBudgetNote: {
    id: 'compare.table.monthlyBudgetNote',
    defaultMessage:
      'Monthly estimates are from your saved budget: a loan of at most {loan} with the smallest down payment the rules allow, over {years} years at a profit rate of {rate}.',
    description:
      'Note under the comparison when the customer has a saved budget: what the monthly estimate uses',
  },
  monthlyFromBudget: {
    id: 'compare.table.monthlyFromBudget',
    defaultMessage: 'From your budget',
    description: 'Under the monthly estimate row name: the figures come from the saved budget',
  },
  monthlyFromDefaults: {
    id: 'compare.table.monthlyFromDefaults',
    defaultMessage: 'Default assumptions',
    description:
      'Under the monthly estimate row name: no saved budget, the figures use general assumptions',
  },
  monthlyNote: {
    id: 'compare.table.monthlyNote',
    defaultMessage:
      'Monthly estimates assume a first home, the largest loan the lending rules allow, {years} years and a profit rate of {rate}.',
    description: 'Note under the comparison: what the monthly estimate assumes',
  },
  noRestrictions: {
    id: 'compare.table.noRestrictions',
    defaultMessage: 'None',
    description: 'Restrictions cell when none applies',
  },
  licenseValid: {
    id: 'compare.table.licenseValid',
    defaultMessage: 'Valid until {date}',
    description: 'Licence cell of the comparison',
  },
  licenseExpired: {
    id: 'compare.table.licenseExpired',
    defaultMessage: 'Expired on {date}',
    description: 'Licence cell of the comparison',
  },
  license: {
    id: 'compare.table.license',
    defaultMessage: 'Advertising licence',
    description: 'Row of the comparison',
  },
  pricePerM2: {
    id: 'compare.table.pricePerM2',
    defaultMessage: 'Price per m²',
    description: 'Row of the comparison',
  },
  listing: {
    id: 'compare.table.listing',
    defaultMessage: 'Listing',
    description: 'Header of the first column of the comparison (the row names)',
  },
});
