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
  emailConfirmation: {
    id: 'pages.emailConfirmation.title',
    defaultMessage: 'Email confirmation',
    description: 'Page title',
  },
  financingRequestEdit: {
    id: 'pages.financingRequestEdit.title',
    defaultMessage: 'Complete your financing request',
    description: 'Page title',
  },
  financingRequestOffers: {
    id: 'pages.financingRequestOffers.title',
    defaultMessage: 'Financing offers',
    description: 'Page title',
  },
  financingRequest: {
    id: 'pages.financingRequest.title',
    defaultMessage: 'Financing request',
    description: 'Page title',
  },
  home: {
    id: 'pages.home.title',
    defaultMessage: 'Buy your home in Saudi Arabia',
    description: 'Page title',
  },
  realEstateRequest: {
    id: 'pages.realEstateRequest.title',
    defaultMessage: 'Real-estate request',
    description: 'Page title',
  },
  reservationCheckout: {
    id: 'pages.reservationCheckout.title',
    defaultMessage: 'Reserve a unit',
    description: 'Page title',
  },
  signUpAddress: {
    id: 'pages.signUpAddress.title',
    defaultMessage: 'Sign up address',
    description: 'Page title',
  },
  signUpNafath: {
    id: 'pages.signUpNafath.title',
    defaultMessage: 'Confirm with Nafath',
    description: 'Page title',
  },
  signUp: { id: 'pages.signUp.title', defaultMessage: 'Sign up', description: 'Page title' },
  unsecureNetwork: {
    id: 'pages.unsecureNetwork.title',
    defaultMessage: 'Insecure connection',
    description: 'Page title',
  },
  unsubscribe: {
    id: 'pages.unsubscribe.title',
    defaultMessage: 'Unsubscribe',
    description: 'Page title',
  },
});

/**
 * The meta description of each page (search results and link previews), by route name, beside its
 * title. In the first screen's catalogue (`pages` area).
 */
export const pageDescriptions = defineMessages({
  accountDetails: {
    id: 'pages.accountDetails.description',
    defaultMessage: 'Your personal details and email.',
    description: 'Page meta description',
  },
  accountMessages: {
    id: 'pages.accountMessages.description',
    defaultMessage:
      'How we reach you outside the app: e-mail, SMS or WhatsApp, and browser notifications.',
    description: 'Page meta description',
  },
  accountPrivacy: {
    id: 'pages.accountPrivacy.description',
    defaultMessage: 'A copy of your data, your consents, and deleting your account.',
    description: 'Page meta description',
  },
  accountRequests: {
    id: 'pages.accountRequests.description',
    defaultMessage: 'Your financing requests and their status.',
    description: 'Page meta description',
  },
  accountReservation: {
    id: 'pages.accountReservation.description',
    defaultMessage: 'The state of your reservation, what to do next, its invoice and cancelling.',
    description: 'Page meta description',
  },
  accountReservations: {
    id: 'pages.accountReservations.description',
    defaultMessage: 'Your unit reservations and their status.',
    description: 'Page meta description',
  },
  accountSavedHomes: {
    id: 'pages.accountSavedHomes.description',
    defaultMessage: 'The homes you saved, with their price now and whether they are available.',
    description: 'Page meta description',
  },
  accountSavedSearches: {
    id: 'pages.accountSavedSearches.description',
    defaultMessage: 'Your saved searches, what is new in each, and their alerts.',
    description: 'Page meta description',
  },
  account: {
    id: 'pages.account.description',
    defaultMessage: 'Your profile, requests and reservations.',
    description: 'Page meta description',
  },
  budget: {
    id: 'pages.budget.description',
    defaultMessage:
      'Check the highest price, down payment and monthly instalment the lending rules allow you before you choose a home.',
    description: 'Page meta description',
  },
  careers: {
    id: 'pages.careers.description',
    defaultMessage: 'Join the team building the home-buying platform.',
    description: 'Page meta description',
  },
  properties: {
    id: 'pages.properties.description',
    defaultMessage: 'Search properties for sale and rent with filters and a map.',
    description: 'Page meta description',
  },
  projects: {
    id: 'pages.projects.description',
    defaultMessage: 'Residential projects from partner developers.',
    description: 'Page meta description',
  },
  units: {
    id: 'pages.units.description',
    defaultMessage: 'Units for sale in partner projects.',
    description: 'Page meta description',
  },
  unitDesigns: {
    id: 'pages.unitDesigns.description',
    defaultMessage: 'Floor plans and designs of units.',
    description: 'Page meta description',
  },
  property: {
    id: 'pages.property.description',
    defaultMessage: 'Property details, licence and financing.',
    description: 'Page meta description',
  },
  project: {
    id: 'pages.project.description',
    defaultMessage: 'Project details, unit designs and available units.',
    description: 'Page meta description',
  },
  unit: {
    id: 'pages.unit.description',
    defaultMessage: 'Unit details, price and reservation.',
    description: 'Page meta description',
  },
  unitDesign: {
    id: 'pages.unitDesign.description',
    defaultMessage: 'Unit design details and available units.',
    description: 'Page meta description',
  },
  agency: {
    id: 'pages.agency.description',
    defaultMessage: 'The agency and its listings.',
    description: 'Page meta description',
  },
  compare: {
    id: 'pages.compare.description',
    defaultMessage:
      'Up to four homes side by side: price, price per m², monthly estimate, areas, rooms and licence.',
    description: 'Page meta description',
  },
  contactUs: {
    id: 'pages.contactUs.description',
    defaultMessage: 'Send us a question, a suggestion or a complaint.',
    description: 'Page meta description',
  },
  emailConfirmation: {
    id: 'pages.emailConfirmation.description',
    defaultMessage: 'Confirm your email address.',
    description: 'Page meta description',
  },
  faq: {
    id: 'pages.faq.description',
    defaultMessage: 'Answers about reserving, paying and financing your home.',
    description: 'Page meta description',
  },
  financingRequestEdit: {
    id: 'pages.financingRequestEdit.description',
    defaultMessage: 'Fill in the steps of your financing request.',
    description: 'Page meta description',
  },
  financingRequestOffers: {
    id: 'pages.financingRequestOffers.description',
    defaultMessage: 'Compare the offers of banks and choose one.',
    description: 'Page meta description',
  },
  financingRequest: {
    id: 'pages.financingRequest.description',
    defaultMessage: 'The status and details of your financing request.',
    description: 'Page meta description',
  },
  financingRequests: {
    id: 'pages.financingRequests.description',
    defaultMessage: 'Create and follow your mortgage financing requests.',
    description: 'Page meta description',
  },
  home: {
    id: 'pages.home.description',
    defaultMessage:
      'Browse projects, properties and units, reserve online and compare mortgage offers.',
    description: 'Page meta description',
  },
  privacyPolicy: {
    id: 'pages.privacyPolicy.description',
    defaultMessage: 'How we collect, use and protect your personal data.',
    description: 'Page meta description',
  },
  realEstateRequest: {
    id: 'pages.realEstateRequest.description',
    defaultMessage: 'Tell us what you are looking for and our sales team will contact you.',
    description: 'Page meta description',
  },
  reservationCheckout: {
    id: 'pages.reservationCheckout.description',
    defaultMessage: 'Reserve the unit and pay for the hold.',
    description: 'Page meta description',
  },
  signIn: {
    id: 'pages.signIn.description',
    defaultMessage: 'Sign in with a one-time code.',
    description: 'Page meta description',
  },
  signUpAddress: {
    id: 'pages.signUpAddress.description',
    defaultMessage: 'Choose your current registration address.',
    description: 'Page meta description',
  },
  signUpNafath: {
    id: 'pages.signUpNafath.description',
    defaultMessage: 'Confirm your identity in the Nafath app.',
    description: 'Page meta description',
  },
  signUp: {
    id: 'pages.signUp.description',
    defaultMessage: 'Create your account.',
    description: 'Page meta description',
  },
  terms: {
    id: 'pages.terms.description',
    defaultMessage: 'The terms of using the platform.',
    description: 'Page meta description',
  },
  unsecureNetwork: {
    id: 'pages.unsecureNetwork.description',
    defaultMessage: 'Your connection looks insecure.',
    description: 'Page meta description',
  },
  unsubscribe: {
    id: 'pages.unsubscribe.description',
    defaultMessage: 'Stop one kind of message from a link in it.',
    description: 'Page meta description',
  },
  whoWeAre: {
    id: 'pages.whoWeAre.description',
    defaultMessage: 'The platform that connects home buyers with developers and banks.',
    description: 'Page meta description',
  },
});
