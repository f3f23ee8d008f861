import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useResendEmailConfirmation } from '@generated/api/profile/profile';
import { Button } from '@/components/button';
import { isApiError } from '@/lib/http/api-error';
import { useApiErrorText } from '@/lib/error-messages';
import { useRefreshProfile } from '../../api/use-profile-cache';
import { emailMessages as m } from '../../messages/email';

const Box = styled.div`
  margin-block: 8px 16px;
  p {
    margin: 8px 0 0;
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.error};
    font-weight: 600;
  }
`;

/** Sends the confirmation link again ("too often" and "already confirmed" answered in place). */
export function ResendConfirmation({ email }: { email: string }) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const refreshProfile = useRefreshProfile();
  const resend = useResendEmailConfirmation();
  const [sent, setSent] = useState(false);

  const onResend = async () => {
    setSent(false);
    try {
      await resend.mutateAsync();
      setSent(true);
      void refreshProfile();
    } catch (error) {
      if (isApiError(error) && error.has('email__already_confirmed')) void refreshProfile();
    }
  };

  return (
    <Box>
      <Button
        type="button"
        variant="secondary"
        onClick={() => void onResend()}
        loading={resend.isPending}
      >
        {intl.formatMessage(m.resend)}
      </Button>
      <p role="status">{sent && intl.formatMessage(m.resent, { email })}</p>
      {resend.isError && <p role="alert">{errorText(resend.error)}</p>}
    </Box>
  );
}
