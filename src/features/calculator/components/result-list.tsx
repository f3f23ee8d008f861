import styled from 'styled-components';

export const Panel = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 16px;
  h3 {
    margin-top: 0;
    font-size: 1.125rem;
  }
`;
