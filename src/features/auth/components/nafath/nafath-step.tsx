import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/button';
import { ErrorState, PageLoading } from '@/components/status';
import { useApiErrorText, useErrorText } from '@/lib/error-messages';
import { useSession } from '@/lib/session/session';
import { showToast } from '@/lib/browser/toast';
import { nafathMessages as m } from '../../messages/nafath';
import { forgetSignUp, nafathStore } from '../../storage';
import { Actions, Notice } from '../auth-layout';
import { NafathNumber, useNafathAttempt } from '@/components/nafath';

/**
 * Sign-up step 5: the number to pick in the Nafath app, its countdown, and the answer (polled). An
 * approval completes the sign-up (the guard then opens the account); a rejection or expiry offers a
 * new request.
 */
export function NafathStep() {
  const intl = useIntl();
  const session = useSession();
  const apiErrorText = useApiErrorText();
  const errorText = useErrorText();
  const { attempt, status, secondsLeft, creating, createError, pollError, start, startOnce } =
    useNafathAttempt(nafathStore);
  const approved = status === 'approved';
  const { refresh } = session;

  useEffect(() => startOnce(), [startOnce]);
  useEffect(() => {
    if (!approved) return;
    forgetSignUp();
    showToast(intl.formatMessage(m.approved), 'success');
    void refresh();
  }, [approved, intl, refresh]);

  const newRequest = (
    <Button type="button" onClick={() => void start()} loading={creating}>
      {intl.formatMessage(m.newRequest)}
    </Button>
  );

  if (creating) return <PageLoading label={intl.formatMessage(m.sending)} />;
  if (createError) {
    return <ErrorState message={apiErrorText(createError)} onRetry={() => void start()} />;
  }
  if (!attempt) return <PageLoading label={intl.formatMessage(m.sending)} />;
  if (approved) return <Notice role="status">{intl.formatMessage(m.approved)}</Notice>;
  if (status === 'rejected' || status === 'expired') {
    return (
      <>
        <Notice role="alert">{errorText(`nafath__${status}`)}</Notice>
        <Actions>{newRequest}</Actions>
      </>
    );
  }
  return (
    <>
      <p>{intl.formatMessage(m.intro)}</p>
      <NafathNumber number={attempt.random_number} secondsLeft={secondsLeft} />
      {pollError ? (
        <>
          <Notice role="alert">{apiErrorText(pollError)}</Notice>
          <Actions>{newRequest}</Actions>
        </>
      ) : (
        <p role="status">{intl.formatMessage(m.waiting)}</p>
      )}
    </>
  );
}
