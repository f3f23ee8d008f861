import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isRetryable } from '@/lib/http/api-error';
import { useApiErrorTexts } from '@/lib/error-messages';
import { Button } from '../button';
import { commonMessages } from '../messages';

const Box = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  padding: 12px 16px;
  margin-bottom: 16px;
  background: #fdf1f0;
  color: ${({ theme }) => theme.colors.text};
  ul {
    margin: 0;
    padding-inline-start: 20px;
  }
`;

type Props = {
  /** The form's FORM_ERROR (from submitErrors) or any error. Nothing renders without one. */
  error: unknown;
  /** A failure that may pass offers a retry: this, or by default submitting the form again (values kept). */
  onRetry?: () => void;
};

/** The errors that belong to no field, announced; a failure that may pass offers a retry. */
export const FormError = forwardRef<HTMLDivElement, Props>(function FormError(
  { error, onRetry },
  ref,
) {
  const intl = useIntl();
  const texts = useApiErrorTexts();
  if (!error) return null;
  const lines = texts(error);
  return (
    <Box role="alert" tabIndex={-1} ref={ref}>
      {lines.length === 1 ? (
        <p>{lines[0]}</p>
      ) : (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {isRetryable(error) && (
        <Button type={onRetry ? 'button' : 'submit'} variant="secondary" onClick={onRetry}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      )}
    </Box>
  );
});
