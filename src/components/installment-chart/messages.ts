import { defineMessages } from '@/i18n/define-messages';

export const chartMessages = defineMessages({
  splitTitle: {
    id: 'shared.chart.splitTitle',
    defaultMessage: 'Monthly installment: principal and profit, year by year',
    description: 'Title of the chart of the installment split',
  },
  balanceTitle: {
    id: 'shared.chart.balanceTitle',
    defaultMessage: 'Remaining balance at the end of each year',
    description: 'Title of the chart of the loan balance over time',
  },
  summary: {
    id: 'shared.chart.summary',
    defaultMessage:
      'In year 1, {firstPrincipal} of each installment repays the loan and {firstProfit} is profit; in year {lastYear}, {lastPrincipal} repays the loan and {lastProfit} is profit. The balance falls from {loan} to zero.',
    description: 'Text description of the charts for screen readers and as a caption',
  },
  principal: {
    id: 'shared.chart.principal',
    defaultMessage: 'Principal (repays the loan)',
    description: 'Chart legend and table column: the part of the installment that repays the loan',
  },
  profit: {
    id: 'shared.chart.profit',
    defaultMessage: 'Profit',
    description: 'Chart legend and table column: the part of the installment that is profit',
  },
  balance: {
    id: 'shared.chart.balance',
    defaultMessage: 'Balance at year end',
    description: 'Table column: what is left to repay at the end of the year',
  },
  year: {
    id: 'shared.chart.year',
    defaultMessage: 'Year',
    description: 'Table column and axis: the year of the term',
  },
  showTable: {
    id: 'shared.chart.showTable',
    defaultMessage: 'Show the figures as a table',
    description: 'Summary of the data table under the charts',
  },
  perMonth: {
    id: 'shared.chart.perMonth',
    defaultMessage: 'Amounts per month, on average over each year.',
    description: 'Caption of the data table of the installment split',
  },
});
