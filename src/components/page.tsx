import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { appMessages } from './app-messages';

/** The title and description of the page being prerendered at build time (scripts/prerender.mjs). */
export const prerenderedMeta: { title?: string; description?: string } = {};

/** Sets the page's title ("<title> | <brand>") and meta description in the active language. */
export function usePageMeta(title: string, description: string): void {
  const intl = useIntl();
  const brand = intl.formatMessage(appMessages.brand);
  const fullTitle = title ? `${title} | ${brand}` : brand;
  if (typeof document === 'undefined')
    Object.assign(prerenderedMeta, { title: fullTitle, description });
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
