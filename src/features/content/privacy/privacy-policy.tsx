import { useIntl } from 'react-intl';
import { LegalDocument } from '../components/legal-document';
import { contentMessages as m } from '../messages';
import { privacyArticles } from './articles';

/** The privacy policy: 14 articles with a table of contents. */
export function PrivacyPolicy() {
  const intl = useIntl();
  return <LegalDocument lead={intl.formatMessage(m.privacyLead)} articles={privacyArticles} />;
}
