import styled from 'styled-components';
import { panelStyles } from '@/components/panel';

export const Section = styled.section`
  padding: 20px 16px;
  margin-bottom: 24px;
  ${panelStyles}
  ${({ theme }) => theme.media.sm} {
    padding: 24px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
`;
