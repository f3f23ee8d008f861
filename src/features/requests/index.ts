export { ContactForm } from './components/contact-form';
export { RealEstateRequestForm } from './components/real-estate-request-form';
