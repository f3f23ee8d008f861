import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { appMessages } from './app-messages';

/**
 * What a page says of itself to the server, which writes it into the HTML's head and status
 * (src/server/head.ts): what search engines and link previews read. Collected while the server
 * renders; nothing in the browser.
 */
export type PageHead = {
  siteName?: string;
  title?: string;
  description?: string;
  /** The answer's status when not 200: 404 unknown, 410 no longer advertised, 502/503 no data. */
  status?: number;
  /** The page's picture (a site path or an absolute URL) and what it offers, for previews. */
  image?: string;
  /** The trail to the page (paths without the language prefix), for structured data. */
  crumbs?: { label: string; href?: string }[];
  /** schema.org items of the page (JSON-LD), beside its breadcrumbs; the server adds `@context`. */
  structured?: object[];
  /** Not for search engines (`<meta name="robots" content="noindex">`), e.g. the comparison. */
  noindex?: boolean;
};

export const PageHeadContext = createContext<PageHead | undefined>(undefined);

/** Tells the server's head about the page (see PageHead); the last call of a render wins. */
export function usePageHead(head: PageHead): void {
  const collected = useContext(PageHeadContext);
  if (collected) Object.assign(collected, head);
}

/** Sets the page's title ("<title> | <brand>") and meta description in the active language. */
export function usePageMeta(title: string, description: string): void {
  const intl = useIntl();
  const brand = intl.formatMessage(appMessages.brand);
  const fullTitle = title ? `${title} | ${brand}` : brand;
  usePageHead({ siteName: brand, title: fullTitle, description });
  useEffect(() => {
    document.title = fullTitle;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [fullTitle, description]);
}

export const Container = styled.div`
  width: 100%;
  max-width: 1280px;
  margin-inline: auto;
  padding-inline: 16px;
  ${({ theme }) => theme.media.md} {
    padding-inline: 24px;
  }
  ${({ theme }) => theme.media.xl} {
    max-width: 1600px;
  }
`;

const Title = styled.h1`
  font-size: clamp(1.5rem, 2.5vw, 2.25rem);
  line-height: 1.3;
  margin: 24px 0 16px;
  color: ${({ theme }) => theme.colors.primary};
`;

type PageProps = {
  title: string;
  description: string;
  /** Shown instead of the title as the visible heading (the document title stays `title`). */
  heading?: ReactNode;
  children?: ReactNode;
};

/** A page: its meta, its one h1, its content. */
export function Page({ title, description, heading, children }: PageProps) {
  usePageMeta(title, description);
  return (
    <Container>
      <Title>{heading ?? title}</Title>
      {children}
    </Container>
  );
}
