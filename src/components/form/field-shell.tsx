import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { commonMessages } from '../messages';

/** The look of every text box and list of the kit. */
export const controlStyles = css`
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  width: 100%;
`;

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 16px;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    ${controlStyles}
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

const Star = styled.span`
  margin-inline-start: 4px;
  &::after {
    content: '*';
  }
  color: ${({ theme }) => theme.colors.error};
`;

/** After a label or legend: an asterisk for the eye, "required" for screen readers. */
export function RequiredMark() {
  const intl = useIntl();
  return (
    <>
      <Star aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage(commonMessages.required)}</span>
    </>
  );
}

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

type Props = {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
};

/** Label, control, hint and error, wired for screen readers (`aria-describedby` set by the control). */
export function FieldShell({ id, label, required, hint, error, children }: Props) {
  return (
    <FieldWrapper>
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </FieldWrapper>
  );
}

/** The id a field of this name gets (`residence.city` → `field-residence-city`). */
export const fieldId = (name: string) => `field-${name.replace(/\W/g, '-')}`;

/** The error of a field, a hint under it, both wired to the control by `aria-describedby`. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>}
    </>
  );
}

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
