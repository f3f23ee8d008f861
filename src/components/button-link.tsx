import styled from 'styled-components';
import { Link } from 'wouter';

export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 8px 20px;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  background: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.colors.primaryContrast : theme.colors.primary)} !important;
  &:hover {
    background: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.colors.primaryHover : theme.colors.background)};
  }
`;
