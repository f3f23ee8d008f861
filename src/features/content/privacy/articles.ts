import { privacyArticlesEnd } from './articles-end';
import { privacyArticlesStart } from './articles-start';

/** The 14 articles of the privacy policy, in order. */
export const privacyArticles = [...privacyArticlesStart, ...privacyArticlesEnd];
