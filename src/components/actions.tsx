import styled from 'styled-components';

/** A row of buttons and links under a form or a panel. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 16px;
`;
