import styled from 'styled-components';
import { panelStyles } from '@/components/panel';

export const Panel = styled.div`
  ${panelStyles}
  padding: 16px;
  h3 {
    margin-top: 0;
    font-size: 1.125rem;
  }
`;
