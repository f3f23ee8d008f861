import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { compareMessages as m } from './messages';
import { COMPARE_MAX, formatCompareIds, sameItem, type CompareItem } from './shortlist';
import { toggleCompareItem, useCompareList } from './use-compare';

const Row = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
  [role='alert'] {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.error};
    font-size: 0.9rem;
  }
`;

type Props = { item: CompareItem; title: string };

/**
 * "Compare" on a unit's or property's card, page and saved home: adds it to the shortlist (at most
 * four: a fifth says so beside the button) or takes it out, and links to the comparison.
 */
export function CompareToggle({ item, title }: Props) {
  const intl = useIntl();
  const list = useCompareList();
  const [full, setFull] = useState(false);
  const messageId = useId();
  const inList = list.some((each) => sameItem(each, item));
  const onClick = () => setFull(toggleCompareItem(item) === 'full');
  return (
    <Row data-compare={`${item.kind}-${item.id}`}>
      <button
        type="button"
        aria-pressed={inList}
        aria-label={intl.formatMessage(m.toggle, { title })}
        aria-describedby={full ? messageId : undefined}
        onClick={onClick}
      >
        <span aria-hidden="true">{intl.formatMessage(inList ? m.toggleOn : m.toggleShort)}</span>
      </button>
      {inList && (
        <Link href={paths.compare.getHref(formatCompareIds(list))}>
          {intl.formatMessage(m.open, { count: list.length })}
        </Link>
      )}
      {full && !inList && list.length >= COMPARE_MAX && (
        <p role="alert" id={messageId}>
          {intl.formatMessage(m.full, { max: COMPARE_MAX, title })}
        </p>
      )}
    </Row>
  );
}
