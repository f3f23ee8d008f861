import styled from 'styled-components';

/** Labelled figures (a `<dl>`): the label at the start, the amount at the end, digits aligned. */
export const FiguresList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  dd[data-main='true'] {
    font-size: 1.5rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
