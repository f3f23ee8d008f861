import styled from 'styled-components';
import { panelStyles } from '@/components/panel';

export const Card = styled.section`
  padding: 16px;
  margin-bottom: 16px;
  ${panelStyles}
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
