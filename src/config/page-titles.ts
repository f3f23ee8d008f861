import { defineMessages } from '@/i18n/define-messages';

/**
 * The name of each page: its title, and the words of every link, menu item and breadcrumb that leads
 * to it (one id per page). In the first screen's catalogue (`pages` area).
 */
export const pageTitles = defineMessages({
  signIn: {
    id: 'pages.signIn.title',
    defaultMessage: 'Sign in',
    description: 'Name of a page (title, links, menus)',
  },
  accountDetails: {
    id: 'pages.accountDetails.title',
    defaultMessage: 'Account details',
    description: 'Name of a page (title, links, menus)',
  },
  financingRequests: {
    id: 'pages.financingRequests.title',
    defaultMessage: 'Financing requests',
    description: 'Name of a page (title, links, menus)',
  },
  projects: {
    id: 'pages.projects.title',
    defaultMessage: 'Projects',
    description: 'Name of a page (title, links, menus)',
  },
  properties: {
    id: 'pages.properties.title',
    defaultMessage: 'Properties',
    description: 'Name of a page (title, links, menus)',
  },
  units: {
    id: 'pages.units.title',
    defaultMessage: 'Units',
    description: 'Name of a page (title, links, menus)',
  },
  unitDesigns: {
    id: 'pages.unitDesigns.title',
    defaultMessage: 'Unit designs',
    description: 'Name of a page (title, links, menus)',
  },
  contactUs: {
    id: 'pages.contactUs.title',
    defaultMessage: 'Contact us',
    description: 'Name of a page (title, links, menus)',
  },
  privacyPolicy: {
    id: 'pages.privacyPolicy.title',
    defaultMessage: 'Privacy policy',
    description: 'Name of a page (title, links, menus)',
  },
  terms: {
    id: 'pages.terms.title',
    defaultMessage: 'Terms and conditions',
    description: 'Name of a page (title, links, menus)',
  },
  careers: {
    id: 'pages.careers.title',
    defaultMessage: 'Careers',
    description: 'Name of a page (title, links, menus)',
  },
  faq: {
    id: 'pages.faq.title',
    defaultMessage: 'Frequently asked questions',
    description: 'Name of a page (title, links, menus)',
  },
  whoWeAre: {
    id: 'pages.whoWeAre.title',
    defaultMessage: 'Who we are',
    description: 'Name of a page (title, links, menus)',
  },
  account: {
    id: 'pages.account.title',
    defaultMessage: 'My account',
    description: 'Name of a page (title, links, menus)',
  },
  accountRequests: {
    id: 'pages.accountRequests.title',
    defaultMessage: 'My financing requests',
    description: 'Name of a page (title, links, menus)',
  },
  accountPrivacy: {
    id: 'pages.accountPrivacy.title',
    defaultMessage: 'Privacy and my data',
    description: 'Name of a page (title, links, menus)',
  },
  accountSavedHomes: {
    id: 'pages.accountSavedHomes.title',
    defaultMessage: 'Saved homes',
    description: 'Name of a page (title, links, menus)',
  },
  accountSavedSearches: {
    id: 'pages.accountSavedSearches.title',
    defaultMessage: 'Saved searches',
    description: 'Name of a page (title, links, menus)',
  },
  accountMessages: {
    id: 'pages.accountMessages.title',
    defaultMessage: 'Messages and alerts',
    description: 'Name of a page (title, links, menus)',
  },
  accountReservations: {
    id: 'pages.accountReservations.title',
    defaultMessage: 'My reservations',
    description: 'Name of a page (title, links, menus)',
  },
  accountReservation: {
    id: 'pages.accountReservation.title',
    defaultMessage: 'Reservation',
    description: 'Name of a page (title, links, menus): one reservation of the customer',
  },
  project: {
    id: 'pages.project.title',
    defaultMessage: 'Project',
    description: 'Name of a page (title, links, menus)',
  },
  property: {
    id: 'pages.property.title',
    defaultMessage: 'Property',
    description: 'Name of a page (title, links, menus)',
  },
  unitDesign: {
    id: 'pages.unitDesign.title',
    defaultMessage: 'Unit design',
    description: 'Name of a page (title, links, menus)',
  },
  unit: {
    id: 'pages.unit.title',
    defaultMessage: 'Unit',
    description: 'Name of a page (title, links, menus)',
  },
  agency: {
    id: 'pages.agency.title',
    defaultMessage: 'Agency',
    description: 'Name of a page (title, links, menus)',
  },
  budget: {
    id: 'pages.budget.title',
    defaultMessage: 'My budget',
    description: 'Name of a page (title, links, menus): the budget check before choosing a home',
  },
  compare: {
    id: 'pages.compare.title',
    defaultMessage: 'Compare homes',
    description: 'Name of a page (title, links, menus): up to four homes side by side',
  },
});
