import styled from 'styled-components';

export const Card = styled.section`
  padding: 16px;
  margin-bottom: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} {
    padding: 24px;
  }
  h2,
  h3 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
`;

export const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: #e6eefb;
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: 0 16px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 20px;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 600;
  text-decoration: none;
`;
