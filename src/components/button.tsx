import type { ButtonHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { commonMessages } from './messages';

type Variant = 'primary' | 'secondary' | 'link';
type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; loading?: boolean };

const StyledButton = styled.button<{ $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 20px;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  font-weight: 600;
  ${({ $variant, theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryContrast};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.surface};
            color: ${theme.colors.primary};
          `
        : css`
            background: none;
            border-color: transparent;
            color: ${theme.colors.primary};
            text-decoration: underline;
            padding-inline: 4px;
          `}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** A button that shows it is waiting and cannot be pressed twice while `loading`. */
export function Button({
  variant = 'primary',
  loading = false,
  disabled,
  children,
  ...rest
}: Props) {
  const intl = useIntl();
  return (
    <StyledButton
      $variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {children}
      {loading && (
        <span className="visually-hidden">{intl.formatMessage(commonMessages.submitting)}</span>
      )}
    </StyledButton>
  );
}
