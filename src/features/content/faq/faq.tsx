import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { Prose } from '../components/prose';
import { faqMessages as m } from '../messages/faq';
import { questions } from './questions';
import { matches } from './search';

const Search = styled.div`
  margin-bottom: 16px;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 4px;
  }
  input {
    width: 100%;
    max-width: 480px;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  p {
    margin: 4px 0 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Item = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  margin-bottom: 8px;
  summary {
    cursor: pointer;
    padding: 14px 16px;
    font-weight: 600;
    min-height: 44px;
  }
  > div {
    padding: 0 16px 4px;
  }
`;

/** The questions with expandable answers, filtered as the visitor types. */
export function Faq() {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const deferred = useDeferredValue(query);
  const items = useMemo(
    () =>
      questions.map((item) => ({
        ...item,
        question: intl.formatMessage(item.question),
        answer: item.answer.map((paragraph) => intl.formatMessage(paragraph)),
      })),
    [intl],
  );
  const shown = items.filter((item) =>
    matches([item.question, ...item.answer].join(' '), deferred),
  );

  return (
    <Prose>
      <p className="lead">{intl.formatMessage(m.lead)}</p>
      <Search role="search">
        <label htmlFor="faq-search">{intl.formatMessage(m.search)}</label>
        <input
          ref={input}
          id="faq-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby="faq-count"
          autoComplete="off"
        />
        <p id="faq-count" role="status">
          {intl.formatMessage(m.count, { count: shown.length })}
        </p>
      </Search>
      {shown.length === 0 ? (
        <div>
          <p>{intl.formatMessage(m.noMatch, { query: deferred.trim() })}</p>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setQuery('');
              input.current?.focus();
            }}
          >
            {intl.formatMessage(m.clear)}
          </Button>
        </div>
      ) : (
        shown.map((item) => (
          <Item key={item.slug} id={item.slug}>
            <summary>{item.question}</summary>
            <div>
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Item>
        ))
      )}
      <p>
        <Link href={paths.contactUs.getHref()}>{intl.formatMessage(m.askUs)}</Link>
      </p>
    </Prose>
  );
}
