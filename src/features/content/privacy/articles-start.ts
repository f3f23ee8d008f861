import { defineMessages } from '@/i18n/define-messages';
import type { Article } from '../components/legal-types';

const t = defineMessages({
  introduction: {
    id: 'content.privacy.introduction.title',
    defaultMessage: 'Introduction',
    description: 'Privacy policy, article 1 title',
  },
  introductionP1: {
    id: 'content.privacy.introduction.p1',
    defaultMessage:
      'Baitak is a digital platform that connects people looking for a home (beneficiaries) with service providers: banks, financing companies, real-estate brokers and developers. This policy explains what personal data we collect when you use the platform, why we collect it, who we share it with and the rights you have over it.',
    description: 'Privacy policy, article 1 paragraph 1',
  },
  introductionP2: {
    id: 'content.privacy.introduction.p2',
    defaultMessage:
      'By creating an account or using the platform, you confirm that you have read this policy. If you do not agree with it, please do not use the platform.',
    description: 'Privacy policy, article 1 paragraph 2',
  },
  definitions: {
    id: 'content.privacy.definitions.title',
    defaultMessage: 'Definitions',
    description: 'Privacy policy, article 2 title',
  },
  definitionsP1: {
    id: 'content.privacy.definitions.p1',
    defaultMessage: 'In this policy:',
    description: 'Privacy policy, article 2 lead-in to the list of definitions',
  },
  definitionsPlatform: {
    id: 'content.privacy.definitions.platform',
    defaultMessage: 'The platform: the Baitak website and the services offered through it.',
    description: 'Privacy policy, article 2, definition',
  },
  definitionsBeneficiary: {
    id: 'content.privacy.definitions.beneficiary',
    defaultMessage:
      'The beneficiary (you): a person aged 18 or over who uses the platform to find, reserve or finance a home.',
    description: 'Privacy policy, article 2, definition',
  },
  definitionsProvider: {
    id: 'content.privacy.definitions.provider',
    defaultMessage:
      'A service provider: a bank, financing company, real-estate broker or developer that offers listings, units or financing through the platform.',
    description: 'Privacy policy, article 2, definition',
  },
  definitionsPersonalData: {
    id: 'content.privacy.definitions.personalData',
    defaultMessage:
      'Personal data: any information that identifies you or can be used to identify you, such as your name, national ID number or mobile number.',
    description: 'Privacy policy, article 2, definition',
  },
  definitionsProcessing: {
    id: 'content.privacy.definitions.processing',
    defaultMessage:
      'Processing: any operation on personal data, such as collecting, storing, using, sharing or deleting it.',
    description: 'Privacy policy, article 2, definition',
  },
  collected: {
    id: 'content.privacy.collected.title',
    defaultMessage: 'The data we collect',
    description: 'Privacy policy, article 3 title',
  },
  collectedP1: {
    id: 'content.privacy.collected.p1',
    defaultMessage: 'We collect only the data we need to provide our services:',
    description: 'Privacy policy, article 3 lead-in to a list',
  },
  collectedIdentity: {
    id: 'content.privacy.collected.identity',
    defaultMessage:
      'Identity data: full name, national ID or iqama number, date of birth, nationality and marital status.',
    description: 'Privacy policy, article 3, list item',
  },
  collectedContact: {
    id: 'content.privacy.collected.contact',
    defaultMessage: 'Contact data: mobile number, email address and registered address.',
    description: 'Privacy policy, article 3, list item',
  },
  collectedFinancial: {
    id: 'content.privacy.collected.financial',
    defaultMessage:
      'Financial data: employment type, monthly income, monthly obligations and active loans, needed to prepare financing requests.',
    description: 'Privacy policy, article 3, list item',
  },
  collectedProperty: {
    id: 'content.privacy.collected.property',
    defaultMessage:
      'Property data: your reservations, the properties and units you are interested in, and your real-estate requests.',
    description: 'Privacy policy, article 3, list item',
  },
  collectedDocuments: {
    id: 'content.privacy.collected.documents',
    defaultMessage: 'The documents you upload, such as salary certificates and identity documents.',
    description: 'Privacy policy, article 3, list item',
  },
  collectedTechnical: {
    id: 'content.privacy.collected.technical',
    defaultMessage:
      'Technical data: your language preference, device and browser information, and security logs.',
    description: 'Privacy policy, article 3, list item',
  },
  sources: {
    id: 'content.privacy.sources.title',
    defaultMessage: 'How we obtain your data',
    description: 'Privacy policy, article 4 title',
  },
  sourcesP1: {
    id: 'content.privacy.sources.p1',
    defaultMessage:
      'Most of the data comes directly from you, when you register, fill in a form or upload a document.',
    description: 'Privacy policy, article 4 paragraph 1',
  },
  sourcesP2: {
    id: 'content.privacy.sources.p2',
    defaultMessage:
      'With your consent, we also verify and complete your data from official sources: your identity through the national single sign-on service (Nafath) and the national identity-verification service (Absher), and your credit record through the licensed credit bureau. We request this data only when the service you asked for needs it.',
    description: 'Privacy policy, article 4 paragraph 2',
  },
});

export const privacyArticlesStart: Article[] = [
  { slug: 'introduction', title: t.introduction, blocks: [t.introductionP1, t.introductionP2] },
  {
    slug: 'definitions',
    title: t.definitions,
    blocks: [
      t.definitionsP1,
      {
        list: [
          t.definitionsPlatform,
          t.definitionsBeneficiary,
          t.definitionsProvider,
          t.definitionsPersonalData,
          t.definitionsProcessing,
        ],
      },
    ],
  },
  {
    slug: 'data-we-collect',
    title: t.collected,
    blocks: [
      t.collectedP1,
      {
        list: [
          t.collectedIdentity,
          t.collectedContact,
          t.collectedFinancial,
          t.collectedProperty,
          t.collectedDocuments,
          t.collectedTechnical,
        ],
      },
    ],
  },
  { slug: 'sources', title: t.sources, blocks: [t.sourcesP1, t.sourcesP2] },
];
