import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CloseIcon } from '@/components/close-icon';
import type { Criterion } from '@/entities/saved-home';
import { filterMessages as m } from '../messages/catalogue';

/** Chips wrap and a long one breaks, so the row is never wider than a phone. */
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  li {
    min-width: 0;
    max-width: 100%;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    max-width: 100%;
    min-height: 36px;
    padding: 4px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 18px;
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font: inherit;
    text-align: start;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  svg {
    flex: none;
  }
  .clear {
    border-color: transparent;
    text-decoration: underline;
  }
`;

type Props = { criteria: Criterion[]; onRemove: (keys: Criterion['keys']) => void };

/** The active filters as chips above the results: each removes its criterion; "clear all" from two on. */
export function FilterChips({ criteria, onRemove }: Props) {
  const intl = useIntl();
  if (criteria.length === 0) return null;
  return (
    <List aria-label={intl.formatMessage(m.active)}>
      {criteria.map(({ label, keys }) => (
        <li key={keys.join()}>
          <button
            type="button"
            aria-label={intl.formatMessage(m.remove, { filter: label })}
            onClick={() => onRemove(keys)}
          >
            <bdi>{label}</bdi>
            <CloseIcon size={16} />
          </button>
        </li>
      ))}
      {criteria.length > 1 && (
        <li>
          <button
            type="button"
            className="clear"
            onClick={() => onRemove(criteria.flatMap((criterion) => criterion.keys))}
          >
            {intl.formatMessage(m.clearAll)}
          </button>
        </li>
      )}
    </List>
  );
}
