import styled from 'styled-components';
import { panelStyles } from '@/components/panel';

export const Narrow = styled.div`
  max-width: 760px;
`;

export const Intro = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.0625rem;
`;

export const Section = styled.section`
  ${panelStyles}
  padding: 16px;
  margin-bottom: 24px;
  ${({ theme }) => theme.media.sm} {
    padding: 24px;
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 16px;
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: 0 16px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export { Actions } from '@/components/actions';
