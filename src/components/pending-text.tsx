import styled from 'styled-components';

/**
 * A stand-in for text whose data has not arrived, of the final text's size: drawn as a placeholder
 * and hidden from assistive technology, so nothing moves when the real text replaces it.
 */
export const PendingText = styled.span.attrs({ 'aria-hidden': true })`
  color: transparent;
  background: ${({ theme }) => theme.colors.border};
  border-radius: 4px;
`;
