import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  padding-block: 40px 8px;
  > h2 {
    font-size: clamp(1.35rem, 2vw, 1.75rem);
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function HomeSection({
  title,
  children,
  id,
}: {
  title: string;
  children: ReactNode;
  id?: string;
}) {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId} id={id}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Box>
  );
}

export const CtaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

export const CtaLink = styled.a<{ $light?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 20px;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  text-decoration: none;
  border: 2px solid
    ${({ theme, $light }) => ($light ? theme.colors.primaryContrast : theme.colors.primary)};
  background: ${({ theme, $light }) => ($light ? theme.colors.primaryContrast : theme.colors.primary)};
  color: ${({ theme, $light }) => ($light ? theme.colors.primary : theme.colors.primaryContrast)} !important;
  &[data-variant='outline'] {
    background: transparent;
    color: ${({ theme, $light }) => ($light ? theme.colors.primaryContrast : theme.colors.primary)} !important;
  }
`;
