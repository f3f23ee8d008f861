export { WhoWeAre } from './about/who-we-are';
export { SupportInfo } from './components/support-info';
export { Faq } from './faq/faq';
export { PrivacyPolicy } from './documents/privacy-policy';
export { Terms } from './documents/terms';
export { UnsecureNetwork } from './unsecure/unsecure-network';
