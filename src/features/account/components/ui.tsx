import styled from 'styled-components';

export { PanelSection as Section } from '@/components/panel';

export const Muted = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
