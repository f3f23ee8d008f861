import { LegalDocument } from '../components/legal-document';

const document = {
  ar: () => import('./privacy-policy.ar.md'),
  en: () => import('./privacy-policy.en.md'),
};

/** The privacy policy: 15 articles with a table of contents. */
export function PrivacyPolicy() {
  return <LegalDocument document={document} />;
}
