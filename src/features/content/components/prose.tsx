import styled from 'styled-components';

/** Long-form text: a readable measure, spacing between blocks, headings that take the focus quietly. */
export const Prose = styled.div`
  max-width: 820px;
  font-size: 1.0625rem;
  .lead {
    font-size: 1.1875rem;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 24px;
  }
  .lead > p {
    margin: 0;
  }
  section {
    margin-bottom: 32px;
  }
  h2 {
    font-size: 1.375rem;
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.primary};
  }
  h2[tabindex='-1']:focus {
    outline: none;
  }
  h2[tabindex='-1']:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  p {
    margin: 0 0 12px;
  }
  ul,
  ol {
    margin: 0 0 12px;
    padding-inline-start: 24px;
  }
  li + li {
    margin-top: 6px;
  }
`;
