import { useIntl } from 'react-intl';
import { LegalDocument } from '../components/legal-document';
import { contentMessages as m } from '../messages';
import { termsSections } from './sections';

/** The terms and conditions, with a table of contents. */
export function Terms() {
  const intl = useIntl();
  return <LegalDocument lead={intl.formatMessage(m.termsLead)} articles={termsSections} />;
}
