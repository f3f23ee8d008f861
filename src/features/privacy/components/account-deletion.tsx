import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import {
  useConfirmAccountDeletion,
  useGetAccountDeletion,
  useStartAccountDeletion,
} from '@generated/api/privacy/privacy';
import type {
  AccountDeletionCheck,
  FinancingRequestStatus,
  ReservationStatus,
} from '@generated/model';
import { financingRequestStatusMessages } from '@/entities/financing-request';
import { reservationStatusMessages } from '@/entities/reservation';
import { Button } from '@/components/button';
import { CodeStep, otpFlowOf, type OtpFlow } from '@/components/otp';
import { ErrorState, PageLoading } from '@/components/status';
import { paths } from '@/config/paths';
import { useApiErrorText } from '@/lib/error-messages';
import { useSession } from '@/lib/session/session';
import { privacyMessages as m } from '../messages/privacy';
import { PanelSection as Section } from '@/components/panel';

function Blockers({ check }: { check: AccountDeletionCheck }) {
  const intl = useIntl();
  return (
    <>
      <p role="alert">{intl.formatMessage(m.deleteBlocked)}</p>
      <ul>
        {check.blockers.map(({ kind, id, number, status }) => (
          <li key={`${kind}-${id}`}>
            {kind === 'reservation' ? (
              <Link href={paths.accountReservations.getHref()}>
                {intl.formatMessage(m.blockerReservation, {
                  number: <bdi key="n">{number}</bdi>,
                  status: intl.formatMessage(
                    reservationStatusMessages[status as ReservationStatus],
                  ),
                })}
              </Link>
            ) : (
              <Link href={paths.financingRequest.getHref(id)}>
                {intl.formatMessage(m.blockerFinancing, {
                  number: <bdi key="n">{number}</bdi>,
                  status: intl.formatMessage(
                    financingRequestStatusMessages[status as FinancingRequestStatus],
                  ),
                })}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * What deleting the account erases and keeps, what blocks it (with links), and the deletion itself,
 * confirmed with a code sent to the mobile. Afterwards the session is gone here and everywhere, and
 * the tab forgets every cached answer and private draft.
 */
export function AccountDeletion() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const [, navigate] = useLocation();
  const session = useSession();
  const check = useGetAccountDeletion({ query: { staleTime: 0 } });
  const start = useStartAccountDeletion();
  const confirm = useConfirmAccountDeletion();
  const [flow, setFlow] = useState<OtpFlow>();
  const [error, setError] = useState<string>();

  if (check.isPending) return <PageLoading />;
  if (check.isError) {
    return <ErrorState message={errorText(check.error)} onRetry={() => void check.refetch()} />;
  }

  const onStart = async () => {
    setError(undefined);
    try {
      setFlow(otpFlowOf(await start.mutateAsync()));
    } catch (caught) {
      setError(errorText(caught));
      void check.refetch();
    }
  };

  return (
    <Section aria-labelledby="delete-heading">
      <h2 id="delete-heading">{intl.formatMessage(m.deleteHeading)}</h2>
      <p>{intl.formatMessage(m.deleteErased)}</p>
      <h3>{intl.formatMessage(m.deleteKeptHeading)}</h3>
      <ul>
        {check.data.retained.map(({ kind, years }) => (
          <li key={kind}>{intl.formatMessage(m.deleteKept, { kind, years })}</li>
        ))}
        <li>{intl.formatMessage(m.deleteLeads)}</li>
      </ul>
      {check.data.blockers.length > 0 ? (
        <Blockers check={check.data} />
      ) : flow ? (
        <CodeStep
          flow={flow}
          onFlowChange={setFlow}
          verify={async (otp) => {
            await confirm.mutateAsync({ data: { sid: flow.sid, otp } });
            navigate(paths.home.getHref(), { replace: true });
            session.forget('deleted');
          }}
          endingCodes={['account__active_reservation', 'account__active_financing_request']}
          headingId="delete-code-heading"
          heading={<h3 id="delete-code-heading">{intl.formatMessage(m.deleteCodeHeading)}</h3>}
          submitLabel={intl.formatMessage(m.deleteConfirm)}
          autoSubmit={false}
          onBack={() => setFlow(undefined)}
          backLabel={intl.formatMessage(m.cancel)}
        />
      ) : (
        <>
          <Button
            type="button"
            variant="secondary"
            loading={start.isPending}
            onClick={() => void onStart()}
          >
            {intl.formatMessage(m.deleteStart)}
          </Button>
          {error && <p role="alert">{error}</p>}
        </>
      )}
    </Section>
  );
}
