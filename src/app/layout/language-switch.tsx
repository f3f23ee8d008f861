import { useHydrated } from '@/lib/browser/use-hydrated';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import {
  LOCALE_BASE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  localizePath,
  type Locale,
} from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import { writeCookie } from '@/lib/http/cookies';
import { safeFromPath } from '@/lib/navigation/safe-redirect';
import { GlobeIcon } from './icons';
import { layoutMessages } from './messages';

const SwitchLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  padding: 0 4px;
  font-size: 0.9375rem;
  border-radius: ${({ theme }) => theme.radius};
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  ${({ theme }) => theme.media.sm} {
    gap: 6px;
    padding: 0 10px;
    font-size: 1rem;
  }
  /* On English pages this word is the only Arabic text: not worth the brand font's Arabic file. */
  &:lang(ar) {
    font-family: ${({ theme }) => theme.systemFont};
  }
  &:hover {
    background: rgb(255 255 255 / 12%);
  }
`;

/** The same page in the other language. */
export function useOtherLanguageHref(): { other: Locale; href: string } {
  const locale = useLocale();
  const [location] = useLocation();
  const search = useSearch();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const path = localizePath(`${LOCALE_BASE[locale]}${location}`, other);
  // The server knows no hash: it joins the link once the page is the browser's.
  const hash = useHydrated() ? window.location.hash : '';
  const href = safeFromPath(
    `${path}${search ? `?${search}` : ''}${hash}`,
    localizePath('/', other),
  );
  return { other, href };
}

/**
 * Goes to the same page in the other language and remembers the choice (the `locale` cookie, 365 days).
 * A full page load: the other language's messages are loaded, and the API answers in that language.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const { other, href } = useOtherLanguageHref();
  return (
    <SwitchLink
      href={href}
      lang={other}
      hrefLang={other}
      onClick={() => writeCookie(LOCALE_COOKIE, other, LOCALE_COOKIE_DAYS)}
      data-testid="language-switch"
    >
      <GlobeIcon />
      {intl.formatMessage(layoutMessages.switchLanguage)}
    </SwitchLink>
  );
}
