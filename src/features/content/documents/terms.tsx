import { LegalDocument } from '../components/legal-document';

const document = {
  ar: () => import('./terms.ar.md'),
  en: () => import('./terms.en.md'),
};

/** The terms and conditions, with a table of contents. */
export function Terms() {
  return <LegalDocument document={document} />;
}
