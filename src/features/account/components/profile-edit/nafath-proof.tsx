import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useConfirmStepUpWithNafath } from '@generated/api/privacy/privacy';
import { Actions } from '@/components/actions';
import { Button } from '@/components/button';
import { NafathNumber, useNafathAttempt } from '@/components/nafath';
import { PageLoading } from '@/components/status';
import { useApiErrorText, useErrorText } from '@/lib/error-messages';
import { profileEditMessages as m } from '../../messages/profile-edit';

type Props = { onProven: () => void; onBack: () => void };

/**
 * Proving it is the customer with Nafath, for one who no longer has the current number: a Nafath
 * request of this session, its number to choose in the app, and once approved the proof it gives.
 * A rejection, expiry or failure offers a new request.
 */
export function NafathProof({ onProven, onBack }: Props) {
  const intl = useIntl();
  const apiErrorText = useApiErrorText();
  const errorText = useErrorText();
  const { attempt, status, secondsLeft, creating, createError, pollError, start, startOnce } =
    useNafathAttempt();
  const prove = useConfirmStepUpWithNafath();
  const [proofError, setProofError] = useState<string>();
  const used = useRef<string>(undefined);
  const { mutateAsync } = prove;

  useEffect(() => startOnce(), [startOnce]);
  useEffect(() => {
    if (status !== 'approved' || !attempt || used.current === attempt.id) return;
    used.current = attempt.id;
    mutateAsync({ data: { request_id: attempt.id } })
      .then(onProven)
      .catch((error: unknown) => setProofError(apiErrorText(error)));
  }, [status, attempt, mutateAsync, onProven, apiErrorText]);

  const again = () => {
    setProofError(undefined);
    void start();
  };
  let problem: string | undefined;
  if (createError) problem = apiErrorText(createError);
  else if (proofError) problem = proofError;
  else if (status === 'rejected' || status === 'expired') problem = errorText(`nafath__${status}`);
  else if (pollError) problem = apiErrorText(pollError);

  return (
    <section aria-labelledby="phone-nafath-heading">
      <h3 id="phone-nafath-heading" tabIndex={-1}>
        {intl.formatMessage(m.nafathHeading)}
      </h3>
      {creating || (!attempt && !problem) ? (
        <PageLoading label={intl.formatMessage(m.nafathSending)} />
      ) : problem ? (
        <p role="alert">{problem}</p>
      ) : (
        attempt && (
          <>
            <NafathNumber number={attempt.random_number} secondsLeft={secondsLeft} />
            <p role="status">
              {intl.formatMessage(status === 'approved' ? m.nafathApproved : m.nafathWaiting)}
            </p>
          </>
        )
      )}
      <Actions>
        {problem && (
          <Button type="button" onClick={again} loading={creating}>
            {intl.formatMessage(m.nafathNew)}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={onBack}>
          {intl.formatMessage(m.back)}
        </Button>
      </Actions>
    </section>
  );
}
