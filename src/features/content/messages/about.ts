import { defineMessages } from '@/i18n/define-messages';
import { pageTitles } from '@/config/page-titles';
import { sharedMessages } from '@/i18n/shared-messages';

export const aboutMessages = {
  ...defineMessages({
    lead: {
      id: 'content.about.lead',
      defaultMessage:
        'Baitak is a Saudi digital platform that makes owning a home simpler: find a home, reserve it and finance it, all in one place.',
      description: 'Lead paragraph of the who-we-are page',
    },
    whatTitle: {
      id: 'content.about.what.title',
      defaultMessage: 'What we do',
      description: 'About page heading',
    },
    whatP1: {
      id: 'content.about.what.p1',
      defaultMessage:
        'We are an intermediary between beneficiaries looking for a home and service providers: banks, financing companies, real-estate brokers and developers. Providers list their projects, properties and units and make their financing offers; beneficiaries compare them and choose with confidence.',
      description: 'About page paragraph',
    },
    beneficiariesTitle: {
      id: 'content.about.beneficiaries.title',
      defaultMessage: 'For beneficiaries',
      description: 'About page heading',
    },
    beneficiariesBrowse: {
      id: 'content.about.beneficiaries.browse',
      defaultMessage:
        'Browse projects, properties and units with their full details and advertising licences.',
      description: 'About page list item',
    },
    beneficiariesReserve: {
      id: 'content.about.beneficiaries.reserve',
      defaultMessage: 'Reserve a unit online and pay securely.',
      description: 'About page list item',
    },
    beneficiariesFinance: {
      id: 'content.about.beneficiaries.finance',
      defaultMessage:
        'Request financing, even for a property outside the platform, and compare the offers of several financing entities.',
      description: 'About page list item',
    },
    beneficiariesFree: {
      id: 'content.about.beneficiaries.free',
      defaultMessage: 'Use all of it free of charge.',
      description: 'About page list item: the service is free to beneficiaries',
    },
    providersTitle: {
      id: 'content.about.providers.title',
      defaultMessage: 'For service providers',
      description: 'About page heading',
    },
    providersP1: {
      id: 'content.about.providers.p1',
      defaultMessage:
        'Developers, brokers, banks and financing companies reach serious buyers whose identity is verified, receive complete requests with their documents, and pay the platform a commission on their services.',
      description: 'About page paragraph',
    },
    howTitle: {
      id: 'content.about.how.title',
      defaultMessage: 'How it works',
      description: 'About page heading',
    },
    howAccount: {
      id: 'content.about.how.account',
      defaultMessage:
        'Create your account with your national ID and confirm your identity with Nafath.',
      description: 'About page step 1',
    },
    howFind: {
      id: 'content.about.how.find',
      defaultMessage: 'Find the home that suits you and reserve it.',
      description: 'About page step 2',
    },
    howRequest: {
      id: 'content.about.how.request',
      defaultMessage: 'Request financing and compare the offers.',
      description: 'About page step 3',
    },
    howChoose: {
      id: 'content.about.how.choose',
      defaultMessage: 'Choose the best offer and complete your purchase with the provider.',
      description: 'About page step 4',
    },
    trustTitle: {
      id: 'content.about.trust.title',
      defaultMessage: 'Trust and security',
      description: 'About page heading',
    },
    trustP1: {
      id: 'content.about.trust.p1',
      defaultMessage:
        'We verify identities through official services (Nafath and Absher), obtain credit data from the credit bureau only with your consent, and protect your personal data according to the laws of the Kingdom.',
      description: 'About page paragraph',
    },
  }),
  privacyLink: pageTitles.privacyPolicy,
  termsLink: pageTitles.terms,
  browse: sharedMessages.browseProjects,
  contact: pageTitles.contactUs,
};
