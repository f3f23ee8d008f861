import { defineMessages } from '@/i18n/define-messages';
import type { Article } from '../components/legal-types';

const t = defineMessages({
  storage: {
    id: 'content.privacy.storage.title',
    defaultMessage: 'Storage and transfer',
    description: 'Privacy policy, article 8 title',
  },
  storageP1: {
    id: 'content.privacy.storage.p1',
    defaultMessage:
      'Your data is stored on secure servers inside the Kingdom of Saudi Arabia. We do not transfer it outside the Kingdom except where the law allows it, and then with the safeguards the law requires.',
    description: 'Privacy policy, article 8 paragraph 1',
  },
  retention: {
    id: 'content.privacy.retention.title',
    defaultMessage: 'How long we keep your data',
    description: 'Privacy policy, article 9 title',
  },
  retentionP1: {
    id: 'content.privacy.retention.p1',
    defaultMessage:
      'We keep your data while your account is active and for as long as the purposes described in this policy need it. After that, we delete it or make it anonymous, unless the law requires us to keep it longer, for example in financial records.',
    description: 'Privacy policy, article 9 paragraph 1',
  },
  security: {
    id: 'content.privacy.security.title',
    defaultMessage: 'Protecting your data',
    description: 'Privacy policy, article 10 title',
  },
  securityP1: {
    id: 'content.privacy.security.p1',
    defaultMessage:
      'We protect your data with technical and organizational measures, including encrypted connections, access control and monitoring. Only authorized employees who need your data for their work can access it.',
    description: 'Privacy policy, article 10 paragraph 1',
  },
  securityP2: {
    id: 'content.privacy.security.p2',
    defaultMessage:
      'For your protection, the platform may refuse connections that look insecure, such as some VPN or proxy connections, and may ask you to sign in before it accepts some messages.',
    description: 'Privacy policy, article 10 paragraph 2',
  },
  rights: {
    id: 'content.privacy.rights.title',
    defaultMessage: 'Your rights',
    description: 'Privacy policy, article 11 title',
  },
  rightsP1: {
    id: 'content.privacy.rights.p1',
    defaultMessage: 'As a beneficiary, you have the right to:',
    description: 'Privacy policy, article 11 lead-in to a list',
  },
  rightsAccess: {
    id: 'content.privacy.rights.access',
    defaultMessage: 'Know how your data is processed and access a copy of it.',
    description: 'Privacy policy, article 11, list item',
  },
  rightsEdit: {
    id: 'content.privacy.rights.edit',
    defaultMessage: 'Correct or complete your data when it is inaccurate or incomplete.',
    description: 'Privacy policy, article 11, list item',
  },
  rightsDelete: {
    id: 'content.privacy.rights.delete',
    defaultMessage:
      'Ask for your data to be deleted when it is no longer needed, unless the law requires us to keep it.',
    description: 'Privacy policy, article 11, list item',
  },
  rightsDocuments: {
    id: 'content.privacy.rights.documents',
    defaultMessage: 'Upload, replace or remove the documents in your account.',
    description: 'Privacy policy, article 11, list item',
  },
  rightsWithdraw: {
    id: 'content.privacy.rights.withdraw',
    defaultMessage: 'Withdraw your consent to processing.',
    description: 'Privacy policy, article 11, list item',
  },
  rightsP2: {
    id: 'content.privacy.rights.p2',
    defaultMessage:
      'You can exercise most of these rights from your account. For anything else, contact us through the contact page.',
    description: 'Privacy policy, article 11 closing paragraph',
  },
  cookies: {
    id: 'content.privacy.cookies.title',
    defaultMessage: 'Cookies',
    description: 'Privacy policy, article 12 title',
  },
  cookiesP1: {
    id: 'content.privacy.cookies.p1',
    defaultMessage:
      'We use only the few cookies the platform needs to work: to remember your language (for up to one year), to keep you signed in and to protect forms against forgery. We do not use advertising cookies.',
    description: 'Privacy policy, article 12 paragraph 1',
  },
  changes: {
    id: 'content.privacy.changes.title',
    defaultMessage: 'Changes to this policy',
    description: 'Privacy policy, article 13 title',
  },
  changesP1: {
    id: 'content.privacy.changes.p1',
    defaultMessage:
      'We may update this policy when our services or the law change. We publish the new version on this page and, for important changes, let you know in your account or by email. Using the platform after an update means you accept the updated policy.',
    description: 'Privacy policy, article 13 paragraph 1',
  },
  contact: {
    id: 'content.privacy.contact.title',
    defaultMessage: 'Contact us',
    description: 'Privacy policy, article 14 title',
  },
  contactP1: {
    id: 'content.privacy.contact.p1',
    defaultMessage:
      'For any question about this policy or your personal data, write to us through the contact page or call us. Customer care works Monday to Friday from 9:00 a.m. to 3:00 p.m., and our phone line is open from 8:00 a.m. to 5:00 p.m.',
    description: 'Privacy policy, article 14 paragraph 1 (support hours of spec section 1)',
  },
  contactP2: {
    id: 'content.privacy.contact.p2',
    defaultMessage: 'We answer messages within 24 hours and complaints within 5 working days.',
    description: 'Privacy policy, article 14 paragraph 2',
  },
});

export const privacyArticlesEnd: Article[] = [
  { slug: 'storage', title: t.storage, blocks: [t.storageP1] },
  { slug: 'retention', title: t.retention, blocks: [t.retentionP1] },
  { slug: 'security', title: t.security, blocks: [t.securityP1, t.securityP2] },
  {
    slug: 'your-rights',
    title: t.rights,
    blocks: [
      t.rightsP1,
      { list: [t.rightsAccess, t.rightsEdit, t.rightsDelete, t.rightsDocuments, t.rightsWithdraw] },
      t.rightsP2,
    ],
  },
  { slug: 'cookies', title: t.cookies, blocks: [t.cookiesP1] },
  { slug: 'changes', title: t.changes, blocks: [t.changesP1] },
  { slug: 'contact', title: t.contact, blocks: [t.contactP1, t.contactP2] },
];
