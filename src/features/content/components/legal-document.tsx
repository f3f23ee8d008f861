import { useEffect, type MouseEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { safeDecode } from '@/lib/safe-redirect';
import { contentMessages as m } from '../messages';
import type { Article, Block } from './legal-types';
import { Prose } from './prose';

const Toc = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
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

const isList = (block: Block): block is { list: readonly MessageDescriptor[] } => 'list' in block;

/** Scrolls to the article and gives its heading the focus, so reading (and a screen reader) goes on there. */
function goTo(slug: string, smooth: boolean) {
  const heading = document.getElementById(slug);
  if (!heading) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: smooth && !reduced ? 'smooth' : 'auto', block: 'start' });
  heading.focus({ preventScroll: true });
}

type Props = { lead: string; articles: readonly Article[] };

/** A legal text: numbered articles with a table of contents; each article is an anchor (`#slug`). */
export function LegalDocument({ lead, articles }: Props) {
  const intl = useIntl();

  useEffect(() => {
    const focusHash = () => {
      const slug = safeDecode(window.location.hash.slice(1));
      if (articles.some((article) => article.slug === slug)) goTo(slug, false);
    };
    focusHash();
    window.addEventListener('hashchange', focusHash);
    return () => window.removeEventListener('hashchange', focusHash);
  }, [articles]);

  const onTocClick = (event: MouseEvent<HTMLAnchorElement>, slug: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    window.history.pushState(window.history.state, '', `#${slug}`);
    goTo(slug, true);
  };

  const title = (article: Article, index: number) =>
    intl.formatMessage(m.articleNumber, {
      number: index + 1,
      title: intl.formatMessage(article.title),
    });

  return (
    <Prose>
      <p className="lead">{lead}</p>
      <Toc aria-labelledby="legal-contents">
        <h2 id="legal-contents">{intl.formatMessage(m.contents)}</h2>
        <ol>
          {articles.map((article) => (
            <li key={article.slug}>
              <a href={`#${article.slug}`} onClick={(event) => onTocClick(event, article.slug)}>
                {intl.formatMessage(article.title)}
              </a>
            </li>
          ))}
        </ol>
      </Toc>
      {articles.map((article, index) => (
        <section key={article.slug} aria-labelledby={article.slug}>
          <h2 id={article.slug} tabIndex={-1}>
            {title(article, index)}
          </h2>
          {article.blocks.map((block, at) =>
            isList(block) ? (
              <ul key={at}>
                {block.list.map((item) => (
                  <li key={item.id}>{intl.formatMessage(item)}</li>
                ))}
              </ul>
            ) : (
              <p key={block.id}>{intl.formatMessage(block)}</p>
            ),
          )}
        </section>
      ))}
    </Prose>
  );
}
