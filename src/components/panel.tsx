import styled, { css } from 'styled-components';

/** A box on the page: the surface colour, a border and the rounded corners. */
export const panelStyles = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** A titled part of a page in a panel (the account's and the privacy page's sections). */
export const PanelSection = styled.section`
  padding: 20px 16px;
  margin-bottom: 24px;
  ${panelStyles}
  ${({ theme }) => theme.media.sm} {
    padding: 24px;
  }
  h2 {
    margin: 0 0 16px;
    font-size: 1.25rem;
  }
`;

/** The records listed in a panel, one per row, each under a line, with its title as an `h3`. */
export const PanelList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 8px;
  }
`;
