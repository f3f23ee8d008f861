import styled from 'styled-components';

/** A heading or a label at the start of a row and controls at its end, wrapping on a phone. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
`;
