import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';

const q = defineMessages({
  what: {
    id: 'content.faq.what.q',
    defaultMessage: 'What is Baitak?',
    description: 'FAQ question',
  },
  whatA: {
    id: 'content.faq.what.a',
    defaultMessage:
      'Baitak brings together everything you need to own a home. Browse projects, properties and units from developers and brokers, reserve a unit online, then request financing and compare offers from banks and financing companies.',
    description: 'FAQ answer',
  },
  free: {
    id: 'content.faq.free.q',
    defaultMessage: 'Do I pay anything to use the platform?',
    description: 'FAQ question',
  },
  freeA: {
    id: 'content.faq.free.a',
    defaultMessage:
      'No. The platform is free for beneficiaries. Service providers pay the platform a commission on their services.',
    description: 'FAQ answer',
  },
  providers: {
    id: 'content.faq.providers.q',
    defaultMessage: 'Who offers the homes and the financing?',
    description: 'FAQ question',
  },
  providersA: {
    id: 'content.faq.providers.a',
    defaultMessage:
      'Service providers. Real-estate developers and brokers list the properties and units, and banks and financing companies make the financing offers. The platform connects you with them.',
    description: 'FAQ answer',
  },
  register: {
    id: 'content.faq.register.q',
    defaultMessage: 'How do I create an account?',
    description: 'FAQ question',
  },
  registerA1: {
    id: 'content.faq.register.a1',
    defaultMessage:
      'Choose Create an account, enter your national ID or iqama number, your Saudi mobile number and your date of birth, then enter the verification code we send you by SMS.',
    description: 'FAQ answer, paragraph 1',
  },
  registerA2: {
    id: 'content.faq.register.a2',
    defaultMessage:
      'Then complete your profile, choose your registered address and confirm your identity in the Nafath app by choosing the number shown on the screen. You must be 18 or older.',
    description: 'FAQ answer, paragraph 2',
  },
  identity: {
    id: 'content.faq.identity.q',
    defaultMessage: 'Why do you ask for my national ID and credit data?',
    description: 'FAQ question',
  },
  identityA: {
    id: 'content.faq.identity.a',
    defaultMessage:
      'Your national ID lets us verify your identity through official services (Nafath and Absher). When you request financing, and with your consent, we obtain your credit record from the credit bureau so that financing entities can study your request. Our privacy policy explains how we protect this data.',
    description: 'FAQ answer',
  },
  reserve: {
    id: 'content.faq.reserve.q',
    defaultMessage: 'How do I reserve a unit?',
    description: 'FAQ question',
  },
  reserveA: {
    id: 'content.faq.reserve.a',
    defaultMessage:
      'Open the unit you like, choose Reserve and follow the steps. The unit is held for you for a limited time while you pay the reservation amount.',
    description: 'FAQ answer',
  },
  pay: {
    id: 'content.faq.pay.q',
    defaultMessage: 'How can I pay for a reservation?',
    description: 'FAQ question',
  },
  payA: {
    id: 'content.faq.pay.a',
    defaultMessage:
      'By mada, Visa or Mastercard card, by Apple Pay, or by bank transfer. If you choose a bank transfer, make it and confirm it before the deadline shown, otherwise the reservation expires.',
    description: 'FAQ answer',
  },
  financing: {
    id: 'content.faq.financing.q',
    defaultMessage: 'Do I have to reserve a unit before requesting financing?',
    description: 'FAQ question',
  },
  financingA: {
    id: 'content.faq.financing.a',
    defaultMessage:
      'We recommend choosing and reserving a property from our partners first. You can also request financing for a property that is not on the platform.',
    description: 'FAQ answer',
  },
  offers: {
    id: 'content.faq.offers.q',
    defaultMessage: 'How do I compare financing offers?',
    description: 'FAQ question',
  },
  offersA: {
    id: 'content.faq.offers.a',
    defaultMessage:
      'Once your financing request is complete, financing entities prepare their offers. Compare the profit rate, the annual percentage rate, the monthly installment and the total cost, then choose the offer that suits you.',
    description: 'FAQ answer',
  },
  notFound: {
    id: 'content.faq.notFound.q',
    defaultMessage: 'I did not find the home I want. What can I do?',
    description: 'FAQ question',
  },
  notFoundA: {
    id: 'content.faq.notFound.a',
    defaultMessage:
      'Send us a real-estate request with the type of home, the price range and the districts you prefer. Our sales team will call you to help you find it.',
    description: 'FAQ answer',
  },
  data: {
    id: 'content.faq.data.q',
    defaultMessage: 'How can I update or delete my personal data?',
    description: 'FAQ question',
  },
  dataA: {
    id: 'content.faq.data.a',
    defaultMessage:
      'You can view and edit your data and upload your documents from your account. To have your data deleted, write to us through the contact page.',
    description: 'FAQ answer',
  },
  support: {
    id: 'content.faq.support.q',
    defaultMessage: 'When can I reach customer care?',
    description: 'FAQ question',
  },
  supportA: {
    id: 'content.faq.support.a',
    defaultMessage:
      'Customer care works Monday to Friday from 9:00 a.m. to 3:00 p.m., and our phone line is open from 8:00 a.m. to 5:00 p.m. We answer messages within 24 hours and complaints within 5 working days.',
    description: 'FAQ answer (support hours of spec section 1)',
  },
  insecure: {
    id: 'content.faq.insecure.q',
    defaultMessage: 'Why does the platform say my connection is not secure?',
    description: 'FAQ question',
  },
  insecureA: {
    id: 'content.faq.insecure.a',
    defaultMessage:
      'For your protection, we do not accept connections that look insecure, such as some VPN or proxy connections. Turn off the VPN or use another network, then try again.',
    description: 'FAQ answer',
  },
});

export type Question = {
  slug: string;
  question: MessageDescriptor;
  answer: readonly MessageDescriptor[];
};

export const questions: readonly Question[] = [
  { slug: 'what', question: q.what, answer: [q.whatA] },
  { slug: 'free', question: q.free, answer: [q.freeA] },
  { slug: 'providers', question: q.providers, answer: [q.providersA] },
  { slug: 'register', question: q.register, answer: [q.registerA1, q.registerA2] },
  { slug: 'identity', question: q.identity, answer: [q.identityA] },
  { slug: 'reserve', question: q.reserve, answer: [q.reserveA] },
  { slug: 'pay', question: q.pay, answer: [q.payA] },
  { slug: 'financing', question: q.financing, answer: [q.financingA] },
  { slug: 'offers', question: q.offers, answer: [q.offersA] },
  { slug: 'not-found', question: q.notFound, answer: [q.notFoundA] },
  { slug: 'personal-data', question: q.data, answer: [q.dataA] },
  { slug: 'support', question: q.support, answer: [q.supportA] },
  { slug: 'insecure-connection', question: q.insecure, answer: [q.insecureA] },
];
