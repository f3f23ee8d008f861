import type { MessageDescriptor } from 'react-intl';
import type { PropertyReadiness } from '@generated/model';
import { defineMessages } from './define-messages';

/**
 * Texts that mean the same in several features (one id per meaning). The first screen's shared words
 * are in src/components/messages.ts; page names in src/config/page-titles.ts; form fields in
 * src/components/form/messages.ts; a record's labels in its entity (src/entities).
 */
export const sharedMessages = defineMessages({
  cancel: {
    id: 'shared.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes a form without saving or sending it',
  },
  email: {
    id: 'shared.email',
    defaultMessage: 'Email',
    description: 'Label of an e-mail address (a heading, a detail, a contact)',
  },
  overview: {
    id: 'shared.overview',
    defaultMessage: 'Overview',
    description: 'Heading or tab of a summary (of the account, of a project)',
  },
  yourProfile: {
    id: 'shared.yourProfile',
    defaultMessage: 'Your profile',
    description: "The customer's personal details (a sign-up step, a section of the account)",
  },
  status: {
    id: 'shared.status',
    defaultMessage: 'Status',
    description: 'Label of the status of a record (a unit, a financing request)',
  },
  sortBy: {
    id: 'shared.sortBy',
    defaultMessage: 'Sort by',
    description: 'Label of the sort order of a list',
  },
  yes: { id: 'shared.yes', defaultMessage: 'Yes', description: 'Answer yes (a value or a choice)' },
  no: { id: 'shared.no', defaultMessage: 'No', description: 'Answer no (a value or a choice)' },
  createdAt: {
    id: 'shared.createdAt',
    defaultMessage: 'Created on {date}',
    description: 'When a record (a request, a reservation) was created',
  },
  reference: {
    id: 'shared.reference',
    defaultMessage: 'Your reference number: {reference}',
    description: 'On a success screen: the reference of the sent form, to quote to support',
  },
  waitFewSeconds: {
    id: 'shared.waitFewSeconds',
    defaultMessage: 'This usually takes a few seconds. Please keep this page open.',
    description: 'While something is processed in the background (a payment, a pre-fill)',
  },
  browseProjects: {
    id: 'shared.browseProjects',
    defaultMessage: 'Browse projects',
    description: 'Link to the list of projects',
  },
  browseUnits: {
    id: 'shared.browseUnits',
    defaultMessage: 'Browse units',
    description: 'Link to the list of units',
  },
  reserveUnit: {
    id: 'shared.reserveUnit',
    defaultMessage: 'Reserve this unit',
    description: 'Button or heading: reserve the unit shown',
  },
});

/** The terms of a home loan, as the calculator, the request and the bank offers name them. */
export const financeMessages = defineMessages({
  downPayment: {
    id: 'shared.finance.downPayment',
    defaultMessage: 'Down payment (SAR)',
    description: 'Label of the down payment, in Saudi riyals',
  },
  loanAmount: {
    id: 'shared.finance.loanAmount',
    defaultMessage: 'Loan amount',
    description: 'The amount financed',
  },
  monthlyInstallment: {
    id: 'shared.finance.monthlyInstallment',
    defaultMessage: 'Monthly installment',
    description: 'The monthly payment of a loan',
  },
  totalCost: {
    id: 'shared.finance.totalCost',
    defaultMessage: 'Total cost',
    description: 'What the loan costs in all (amount, profit and fees)',
  },
  totalProfit: {
    id: 'shared.finance.totalProfit',
    defaultMessage: 'Total profit',
    description: "The bank's profit over the whole term",
  },
});

/** The one label of each readiness of a property (the catalogue's and the financing request's). */
export const readinessMessages: Record<PropertyReadiness, MessageDescriptor> = defineMessages({
  ready_unit: {
    id: 'shared.readiness.ready_unit',
    defaultMessage: 'Ready to move in',
    description: 'Property readiness ready_unit',
  },
  sale_on_map: {
    id: 'shared.readiness.sale_on_map',
    defaultMessage: 'Off-plan (under construction)',
    description: 'Property readiness sale_on_map: sold before it is built',
  },
  self_built: {
    id: 'shared.readiness.self_built',
    defaultMessage: 'Land to build on',
    description: 'Property readiness self_built: land where the owner builds',
  },
  other: {
    id: 'shared.readiness.other',
    defaultMessage: 'Other',
    description: 'Property readiness other',
  },
});
