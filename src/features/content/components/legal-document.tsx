import { useEffect, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { safeDecode } from '@/lib/navigation/safe-redirect';
import { contentMessages as m } from '../messages/content';
import { Prose } from './prose';
import { useDocument, type DocumentLoaders } from './use-document';
import { panelStyles } from '@/components/panel';

const Toc = styled.nav`
  ${panelStyles}
  padding: 16px 20px;
  margin-bottom: 32px;
  h2 {
    font-size: 1.125rem;
    margin: 0 0 8px;
  }
  ol {
    margin: 0;
    padding-inline-start: 24px;
    columns: 2 260px;
    column-gap: 32px;
  }
  li {
    padding: 4px 0;
    break-inside: avoid;
  }
`;

/** Scrolls to the article and gives its heading the focus, so reading (and a screen reader) goes on there. */
function goTo(slug: string, smooth: boolean) {
  const heading = document.getElementById(slug);
  if (!heading) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: smooth && !reduced ? 'smooth' : 'auto', block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * A legal text from its Markdown document in the page's language (src/features/content/documents):
 * numbered articles with a table of contents; each article is an anchor (`#slug`, the same in both
 * languages).
 */
export function LegalDocument({ document: loaders }: { document: DocumentLoaders }) {
  const intl = useIntl();
  const { lead, body, headings } = useDocument(loaders);

  useEffect(() => {
    const focusHash = () => {
      const slug = safeDecode(window.location.hash.slice(1));
      if (headings.some((heading) => heading.slug === slug)) goTo(slug, false);
    };
    focusHash();
    window.addEventListener('hashchange', focusHash);
    return () => window.removeEventListener('hashchange', focusHash);
  }, [headings]);

  const onTocClick = (event: MouseEvent<HTMLAnchorElement>, slug: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    window.history.pushState(window.history.state, '', `#${slug}`);
    goTo(slug, true);
  };

  return (
    <Prose>
      <div className="lead" dangerouslySetInnerHTML={{ __html: lead }} />
      <Toc aria-labelledby="legal-contents">
        <h2 id="legal-contents">{intl.formatMessage(m.contents)}</h2>
        <ol>
          {headings.map(({ slug, title }) => (
            <li key={slug}>
              <a href={`#${slug}`} onClick={(event) => onTocClick(event, slug)}>
                {title}
              </a>
            </li>
          ))}
        </ol>
      </Toc>
      <div dangerouslySetInnerHTML={{ __html: body }} />
    </Prose>
  );
}
