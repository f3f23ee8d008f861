import styled from 'styled-components';

export const COLORS = {
  principal: '#0b2a5b',
  profit: '#4f7fc4',
  balance: '#1b7f3b',
  axis: '#8a94a3',
  text: '#4d5868',
} as const;

export const Figure = styled.figure`
  margin: 16px 0 0;
  svg {
    display: block;
    inline-size: 100%;
    max-inline-size: 720px;
    block-size: auto;
    margin-block: 8px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.875rem;
  }
  i {
    display: inline-block;
    inline-size: 12px;
    block-size: 12px;
    margin-inline-end: 6px;
    border-radius: 2px;
    vertical-align: middle;
  }
  i[data-color='principal'] {
    background: ${COLORS.principal};
  }
  i[data-color='profit'] {
    background: ${COLORS.profit};
  }
  figcaption {
    margin-block: 8px;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  summary {
    cursor: pointer;
    min-block-size: 44px;
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  table {
    inline-size: 100%;
    border-collapse: collapse;
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: start;
    padding-block: 4px;
  }
  th,
  td {
    padding: 4px 8px;
    text-align: end;
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child {
    text-align: start;
  }
`;
