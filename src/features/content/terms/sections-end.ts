import { defineMessages } from '@/i18n/define-messages';
import type { Article } from '../components/legal-types';

const t = defineMessages({
  data: {
    id: 'content.terms.data.title',
    defaultMessage: 'Your personal data and documents',
    description: 'Terms, section 8 title',
  },
  dataP1: {
    id: 'content.terms.data.p1',
    defaultMessage:
      'You can access your personal data, edit it and ask for it to be deleted, and you can upload the documents your requests need. The service providers involved in a request may view and download its documents.',
    description: 'Terms, section 8 paragraph 1',
  },
  dataP2: {
    id: 'content.terms.data.p2',
    defaultMessage: 'Our privacy policy explains in detail how we process your data.',
    description: 'Terms, section 8 paragraph 2',
  },
  conduct: {
    id: 'content.terms.conduct.title',
    defaultMessage: 'Acceptable use',
    description: 'Terms, section 9 title',
  },
  conductP1: {
    id: 'content.terms.conduct.p1',
    defaultMessage:
      'You may not use the platform for any unlawful purpose, submit requests on behalf of others without their authorization, try to access other accounts or systems, or interfere with the operation of the platform.',
    description: 'Terms, section 9 paragraph 1',
  },
  cancellation: {
    id: 'content.terms.cancellation.title',
    defaultMessage: 'Suspending and cancelling accounts',
    description: 'Terms, section 10 title',
  },
  cancellationP1: {
    id: 'content.terms.cancellation.p1',
    defaultMessage:
      'The platform administration may suspend or cancel an account that breaches these terms, gives false information or is used fraudulently. You may also ask customer care to close your account at any time.',
    description: 'Terms, section 10 paragraph 1',
  },
  complaints: {
    id: 'content.terms.complaints.title',
    defaultMessage: 'Complaints',
    description: 'Terms, section 11 title',
  },
  complaintsP1: {
    id: 'content.terms.complaints.p1',
    defaultMessage:
      'You can send a complaint through the contact page. We answer messages within 24 hours and complaints within 5 working days.',
    description: 'Terms, section 11 paragraph 1',
  },
  liability: {
    id: 'content.terms.liability.title',
    defaultMessage: 'Limitation of liability',
    description: 'Terms, section 12 title',
  },
  liabilityP1: {
    id: 'content.terms.liability.p1',
    defaultMessage:
      'The platform makes every reasonable effort to keep its services available and accurate, but it is not responsible for the decisions of service providers, or for losses caused by information they or you provide. Nothing in these terms limits the rights the law gives you.',
    description: 'Terms, section 12 paragraph 1',
  },
  changes: {
    id: 'content.terms.changes.title',
    defaultMessage: 'Changes to these terms',
    description: 'Terms, section 13 title',
  },
  changesP1: {
    id: 'content.terms.changes.p1',
    defaultMessage:
      'We may update these terms. The new version is published on this page, and using the platform after an update means you accept it.',
    description: 'Terms, section 13 paragraph 1',
  },
  law: {
    id: 'content.terms.law.title',
    defaultMessage: 'Governing law and language',
    description: 'Terms, section 14 title',
  },
  lawP1: {
    id: 'content.terms.law.p1',
    defaultMessage:
      'These terms are governed by the laws of the Kingdom of Saudi Arabia. Any dispute arising from them is settled by the competent courts in Riyadh.',
    description: 'Terms, section 14 paragraph 1',
  },
  lawP2: {
    id: 'content.terms.law.p2',
    defaultMessage:
      'These terms are published in Arabic and in English. If the two versions differ, the Arabic version prevails.',
    description: 'Terms, section 14 paragraph 2',
  },
});

export const termsSectionsEnd: Article[] = [
  { slug: 'personal-data', title: t.data, blocks: [t.dataP1, t.dataP2] },
  { slug: 'acceptable-use', title: t.conduct, blocks: [t.conductP1] },
  { slug: 'cancellation', title: t.cancellation, blocks: [t.cancellationP1] },
  { slug: 'complaints', title: t.complaints, blocks: [t.complaintsP1] },
  { slug: 'liability', title: t.liability, blocks: [t.liabilityP1] },
  { slug: 'changes', title: t.changes, blocks: [t.changesP1] },
  { slug: 'law-and-language', title: t.law, blocks: [t.lawP1, t.lawP2] },
];
