import { css } from 'styled-components';

/** A box on the page: the surface colour, a border and the rounded corners. */
export const panelStyles = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;
