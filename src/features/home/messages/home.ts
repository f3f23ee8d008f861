import { defineMessages } from '@/i18n/define-messages';
import { commonMessages } from '@/components/messages';

export const homeMessages = {
  ...defineMessages({
    heroLead: {
      id: 'home.hero.lead',
      defaultMessage:
        'Browse homes from trusted developers, reserve online and compare mortgage offers from banks, all in one place.',
      description: 'Text under the home page heading',
    },
    servicesTitle: {
      id: 'home.services.title',
      defaultMessage: 'Our services',
      description: 'Section heading',
    },
    serviceBrowseTitle: {
      id: 'home.services.browseTitle',
      defaultMessage: 'Find your home',
      description: 'Service card title',
    },
    serviceBrowseText: {
      id: 'home.services.browseText',
      defaultMessage:
        'Projects, properties and units with prices, plans and verified advertising licences.',
      description: 'Service card text',
    },
    serviceReserveTitle: {
      id: 'home.services.reserveTitle',
      defaultMessage: 'Reserve online',
      description: 'Service card title',
    },
    serviceReserveText: {
      id: 'home.services.reserveText',
      defaultMessage: 'Hold the unit you like and pay the reservation by card or bank transfer.',
      description: 'Service card text',
    },
    serviceFinanceTitle: {
      id: 'home.services.financeTitle',
      defaultMessage: 'Compare financing',
      description: 'Service card title',
    },
    serviceFinanceText: {
      id: 'home.services.financeText',
      defaultMessage:
        'One request, offers from several banks and financing companies. Free for beneficiaries.',
      description: 'Service card text',
    },
    serviceRequestTitle: {
      id: 'home.services.requestTitle',
      defaultMessage: 'Ask for a home',
      description: 'Service card title',
    },
    serviceRequestText: {
      id: 'home.services.requestText',
      defaultMessage: 'Did not find what you need? Tell us and our partners will contact you.',
      description: 'Service card text',
    },
    partnersTitle: {
      id: 'home.partners.title',
      defaultMessage: 'Our partners',
      description: 'Section heading',
    },
    partnersBanks: {
      id: 'home.partners.banks',
      defaultMessage: 'Banks and financing companies',
      description: 'Sub-heading',
    },
    partnersDevelopers: {
      id: 'home.partners.developers',
      defaultMessage: 'Developers and agencies',
      description: 'Sub-heading',
    },
    projectsTitle: {
      id: 'home.projects.title',
      defaultMessage: 'Featured projects',
      description: 'Section heading',
    },
    allProjects: {
      id: 'home.projects.all',
      defaultMessage: 'See all projects',
      description: 'Link to the projects list',
    },
    financingTitle: {
      id: 'home.financing.title',
      defaultMessage: 'Looking for financing?',
      description: 'Section heading',
    },
    financingPickFirst: {
      id: 'home.financing.pickFirst',
      defaultMessage:
        'Pick and reserve a property from our partners before you request financing: the offers are then prepared for that home.',
      description: 'Financing prompt (spec section 2)',
    },
    financingOutside: {
      id: 'home.financing.outside',
      defaultMessage:
        'Found a home outside the platform? You can still send a financing request for it.',
      description: 'Financing prompt (spec section 2)',
    },
  }),
  browseProperties: commonMessages.browseProperties,
  requestFinancing: commonMessages.requestFinancing,
};
