import { privacyArticlesEnd } from './articles-end';
import { privacyArticlesMiddle } from './articles-middle';
import { privacyArticlesStart } from './articles-start';

/** The 14 articles of the privacy policy, in order. */
export const privacyArticles = [
  ...privacyArticlesStart,
  ...privacyArticlesMiddle,
  ...privacyArticlesEnd,
];
