import { defineMessages } from '@/i18n/define-messages';
import type { Article } from '../components/legal-types';

const t = defineMessages({
  purposes: {
    id: 'content.privacy.purposes.title',
    defaultMessage: 'How we use your data',
    description: 'Privacy policy, article 5 title',
  },
  purposesP1: {
    id: 'content.privacy.purposes.p1',
    defaultMessage: 'We use your data to:',
    description: 'Privacy policy, article 5 lead-in to a list',
  },
  purposesAccount: {
    id: 'content.privacy.purposes.account',
    defaultMessage: 'Create and manage your account and verify your identity.',
    description: 'Privacy policy, article 5, list item',
  },
  purposesReservations: {
    id: 'content.privacy.purposes.reservations',
    defaultMessage: 'Process your reservations and payments.',
    description: 'Privacy policy, article 5, list item',
  },
  purposesFinancing: {
    id: 'content.privacy.purposes.financing',
    defaultMessage: 'Prepare your financing requests and obtain offers from financing entities.',
    description: 'Privacy policy, article 5, list item',
  },
  purposesSupport: {
    id: 'content.privacy.purposes.support',
    defaultMessage: 'Answer your messages, requests and complaints.',
    description: 'Privacy policy, article 5, list item',
  },
  purposesNotify: {
    id: 'content.privacy.purposes.notify',
    defaultMessage: 'Notify you about your requests and reservations.',
    description: 'Privacy policy, article 5, list item',
  },
  purposesProtect: {
    id: 'content.privacy.purposes.protect',
    defaultMessage: 'Protect the platform, prevent fraud and meet our legal obligations.',
    description: 'Privacy policy, article 5, list item',
  },
  purposesImprove: {
    id: 'content.privacy.purposes.improve',
    defaultMessage: 'Improve our services, using aggregated data that does not identify you.',
    description: 'Privacy policy, article 5, list item',
  },
  consent: {
    id: 'content.privacy.consent.title',
    defaultMessage: 'Legal basis and consent',
    description: 'Privacy policy, article 6 title',
  },
  consentP1: {
    id: 'content.privacy.consent.p1',
    defaultMessage:
      'We process your data to provide the services you request, to comply with the laws of the Kingdom of Saudi Arabia, including the Personal Data Protection Law, and on the basis of your consent where the law requires it.',
    description: 'Privacy policy, article 6 paragraph 1',
  },
  consentP2: {
    id: 'content.privacy.consent.p2',
    defaultMessage:
      'You may withdraw your consent at any time. Withdrawing it may prevent us from completing some services, such as a financing request, but it does not affect processing that took place before.',
    description: 'Privacy policy, article 6 paragraph 2',
  },
  sharing: {
    id: 'content.privacy.sharing.title',
    defaultMessage: 'Sharing your data with service providers',
    description: 'Privacy policy, article 7 title',
  },
  sharingP1: {
    id: 'content.privacy.sharing.p1',
    defaultMessage:
      'The platform is an intermediary. To serve you, we share with a service provider the data it needs, and only that: for example, your financing request and its documents with the financing entities you choose, or your contact details with the developer of a unit you reserved.',
    description: 'Privacy policy, article 7 paragraph 1',
  },
  sharingP2: {
    id: 'content.privacy.sharing.p2',
    defaultMessage:
      'Service providers may view and download the documents you upload for the request concerned. They must use your data only for that request and protect it.',
    description: 'Privacy policy, article 7 paragraph 2',
  },
  sharingP3: {
    id: 'content.privacy.sharing.p3',
    defaultMessage:
      'We never sell your personal data. We disclose data to competent government authorities only when the law requires it.',
    description: 'Privacy policy, article 7 paragraph 3',
  },
});

export const privacyArticlesMiddle: Article[] = [
  {
    slug: 'purposes',
    title: t.purposes,
    blocks: [
      t.purposesP1,
      {
        list: [
          t.purposesAccount,
          t.purposesReservations,
          t.purposesFinancing,
          t.purposesSupport,
          t.purposesNotify,
          t.purposesProtect,
          t.purposesImprove,
        ],
      },
    ],
  },
  { slug: 'consent', title: t.consent, blocks: [t.consentP1, t.consentP2] },
  { slug: 'sharing', title: t.sharing, blocks: [t.sharingP1, t.sharingP2, t.sharingP3] },
];
