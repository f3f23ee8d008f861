import styled from 'styled-components';

export const Section = styled.section`
  padding: 20px 16px;
  margin-bottom: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.sm} {
    padding: 24px;
  }
  h2 {
    margin: 0 0 16px;
    font-size: 1.25rem;
  }
`;

export const Muted = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
