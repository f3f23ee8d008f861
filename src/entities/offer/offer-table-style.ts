import styled from 'styled-components';
import { PART_COLORS } from './cost-bar';

/** The scrollable frame: in a narrow window the table scrolls sideways under a fixed bank column. */
export const Scroller = styled.div`
  /* A phone gets the cards instead; display: none hides the table from assistive technology too. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    display: none;
  }
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: start;
    padding: 12px;
    font-weight: 600;
  }
  th,
  td {
    padding: 10px 8px;
    text-align: start;
    vertical-align: top;
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    min-inline-size: 5rem;
    vertical-align: bottom;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  td {
    white-space: nowrap;
  }
  td > small {
    max-inline-size: 11rem;
    white-space: normal;
  }
  td > span,
  td > small,
  th > span,
  th > small {
    display: block;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    min-inline-size: 8.5rem;
    max-inline-size: 11rem;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border};
  }
  th[scope='row'] {
    font-weight: 600;
  }
  th[scope='row'] img {
    inline-size: 32px;
    block-size: 32px;
    object-fit: contain;
    vertical-align: middle;
    margin-inline-end: 8px;
  }
  tr[data-expired='true'] td,
  tr[data-expired='true'] th[scope='row'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tr[data-chosen='true'] th[scope='row'] {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.success};
  }
  .installment {
    font-size: 1rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  [data-marks] {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin-block-start: 6px;
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-block-size: 44px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  text-align: start;
  cursor: pointer;
  text-decoration: underline dotted;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  align-items: center;
  margin: 8px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  i {
    display: inline-block;
    inline-size: 12px;
    block-size: 12px;
    border-radius: 2px;
    margin-inline-end: 4px;
    vertical-align: middle;
  }
  ${Object.entries(PART_COLORS)
    .map(([part, color]) => `i[data-part='${part}'] { background: ${color}; }`)
    .join('\n')}
`;
