import { defineMessages } from '@/i18n/define-messages';
import type { Article } from '../components/legal-types';

const t = defineMessages({
  about: {
    id: 'content.terms.about.title',
    defaultMessage: 'About the platform',
    description: 'Terms, section 1 title',
  },
  aboutP1: {
    id: 'content.terms.about.p1',
    defaultMessage:
      'Baitak is an electronic platform that acts as an intermediary between beneficiaries looking for a home and service providers: banks, financing companies, real-estate brokers and developers. Through it, you can browse projects, properties and units, reserve a unit, and request and compare financing offers.',
    description: 'Terms, section 1 paragraph 1',
  },
  aboutP2: {
    id: 'content.terms.about.p2',
    defaultMessage:
      'The platform is free for beneficiaries. Service providers pay the platform a commission on their services.',
    description: 'Terms, section 1 paragraph 2',
  },
  acceptance: {
    id: 'content.terms.acceptance.title',
    defaultMessage: 'Accepting these terms',
    description: 'Terms, section 2 title',
  },
  acceptanceP1: {
    id: 'content.terms.acceptance.p1',
    defaultMessage:
      'By registering on the platform or using it, you agree to these terms and to the privacy policy. If you do not agree, please do not use the platform.',
    description: 'Terms, section 2 paragraph 1',
  },
  eligibility: {
    id: 'content.terms.eligibility.title',
    defaultMessage: 'Who can register',
    description: 'Terms, section 3 title',
  },
  eligibilityAge: {
    id: 'content.terms.eligibility.age',
    defaultMessage: 'You must be 18 years old or older.',
    description: 'Terms, section 3, list item',
  },
  eligibilityIdentity: {
    id: 'content.terms.eligibility.identity',
    defaultMessage:
      'You register with your national ID or iqama number and your Saudi mobile number, and confirm your identity through the national single sign-on service (Nafath).',
    description: 'Terms, section 3, list item',
  },
  eligibilityOne: {
    id: 'content.terms.eligibility.one',
    defaultMessage: 'Each person may hold only one account.',
    description: 'Terms, section 3, list item',
  },
  account: {
    id: 'content.terms.account.title',
    defaultMessage: 'Your account and truthful information',
    description: 'Terms, section 4 title',
  },
  accountP1: {
    id: 'content.terms.account.p1',
    defaultMessage:
      'You undertake that all the information and answers you give on the platform are true, accurate and complete, and to update them when they change. Financing offers and decisions rely on this information: incorrect information may lead to a request being rejected or an account being cancelled.',
    description: 'Terms, section 4 paragraph 1',
  },
  accountP2: {
    id: 'content.terms.account.p2',
    defaultMessage:
      'You are responsible for keeping your mobile phone and your verification codes private, and for everything done through your account.',
    description: 'Terms, section 4 paragraph 2',
  },
  credit: {
    id: 'content.terms.credit.title',
    defaultMessage: 'Identity and credit data',
    description: 'Terms, section 5 title',
  },
  creditP1: {
    id: 'content.terms.credit.p1',
    defaultMessage:
      'You authorize the platform to verify your identity through the national identity-verification service (Absher) and, when you request financing, to obtain your credit record from the credit bureau, in order to prepare your request and share it with the financing entities you choose.',
    description: 'Terms, section 5 paragraph 1',
  },
  role: {
    id: 'content.terms.role.title',
    defaultMessage: 'The role of the platform',
    description: 'Terms, section 6 title',
  },
  roleListings: {
    id: 'content.terms.role.listings',
    defaultMessage:
      'Listings, prices and unit details are provided by service providers, who are responsible for their accuracy.',
    description: 'Terms, section 6, list item',
  },
  roleFinancing: {
    id: 'content.terms.role.financing',
    defaultMessage: 'Financing decisions and their terms are made by the financing entities alone.',
    description: 'Terms, section 6, list item',
  },
  roleContracts: {
    id: 'content.terms.role.contracts',
    defaultMessage:
      'Purchase and financing contracts are concluded directly between you and the service provider; the platform is not a party to them.',
    description: 'Terms, section 6, list item',
  },
  reservations: {
    id: 'content.terms.reservations.title',
    defaultMessage: 'Reservations and payments',
    description: 'Terms, section 7 title',
  },
  reservationsP1: {
    id: 'content.terms.reservations.p1',
    defaultMessage:
      'A reservation holds a unit for you for the limited time shown at checkout. You pay the reservation by card, or by bank transfer within the deadline shown. The conditions of each reservation, including its amount and what happens if it is cancelled, are shown before you pay.',
    description: 'Terms, section 7 paragraph 1',
  },
});

export const termsSectionsStart: Article[] = [
  { slug: 'about', title: t.about, blocks: [t.aboutP1, t.aboutP2] },
  { slug: 'acceptance', title: t.acceptance, blocks: [t.acceptanceP1] },
  {
    slug: 'eligibility',
    title: t.eligibility,
    blocks: [{ list: [t.eligibilityAge, t.eligibilityIdentity, t.eligibilityOne] }],
  },
  { slug: 'account', title: t.account, blocks: [t.accountP1, t.accountP2] },
  { slug: 'credit-data', title: t.credit, blocks: [t.creditP1] },
  {
    slug: 'role',
    title: t.role,
    blocks: [{ list: [t.roleListings, t.roleFinancing, t.roleContracts] }],
  },
  { slug: 'reservations', title: t.reservations, blocks: [t.reservationsP1] },
];
