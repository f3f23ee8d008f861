import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDateTime } from '@/lib/format/date-time';
import {
  getListConsentsQueryKey,
  useGiveConsent,
  useListConsents,
  useWithdrawConsent,
} from '@generated/api/privacy/privacy';
import type { Consent, ConsentKind } from '@generated/model';
import { Button } from '@/components/button';
import { EmptyState, ErrorState, PageLoading } from '@/components/status';
import { useApiErrorText } from '@/lib/error-messages';
import { privacyMessages as m } from '../messages/privacy';
import { PanelList as List, PanelSection as Section } from '@/components/panel';

const KIND = {
  terms: m.terms,
  simah: m.simah,
  marketing: m.marketing,
  analytics: m.analytics,
} as const;
/** The consents given again from this page (the contract's giveConsent). */
const GIVABLE: readonly ConsentKind[] = ['marketing', 'analytics'];

/** What the customer consented to, when and to which version; withdrawal where the law allows it. */
export function ConsentList() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const consents = useListConsents({ query: { staleTime: 0 } });
  const withdraw = useWithdrawConsent();
  const give = useGiveConsent();
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  const dateTime = useFormatDateTime();
  const date = (value: string) => dateTime(value, { dateStyle: 'long', timeStyle: 'short' });

  const change = async (kind: ConsentKind, giving: boolean) => {
    setStatus(undefined);
    setError(undefined);
    try {
      const updated = await (giving ? give : withdraw).mutateAsync({ kind });
      queryClient.setQueryData<Consent[]>(getListConsentsQueryKey(), (list) =>
        list?.map((item) => (item.kind === kind ? updated : item)),
      );
      const done = giving ? m.givenAgain : m.withdrawn;
      setStatus(intl.formatMessage(done, { kind: intl.formatMessage(KIND[kind]) }));
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  const body = consents.isPending ? (
    <PageLoading />
  ) : consents.isError ? (
    <ErrorState message={errorText(consents.error)} onRetry={() => void consents.refetch()} />
  ) : consents.data.length === 0 ? (
    <EmptyState message={intl.formatMessage(m.consentsEmpty)} />
  ) : (
    <List>
      {consents.data.map((consent) => (
        <li key={consent.kind} data-consent={consent.kind}>
          <h3>{intl.formatMessage(KIND[consent.kind])}</h3>
          <p>
            {intl.formatMessage(m.givenOn, {
              date: date(consent.given_at),
              version: <bdi key="version">{consent.version}</bdi>,
            })}
          </p>
          {consent.withdrawn_at && (
            <p>{intl.formatMessage(m.withdrawnOn, { date: date(consent.withdrawn_at) })}</p>
          )}
          {consent.kind === 'terms' && <p>{intl.formatMessage(m.termsNote)}</p>}
          {consent.withdrawable && (
            <Button
              type="button"
              variant="secondary"
              loading={withdraw.isPending && withdraw.variables?.kind === consent.kind}
              aria-label={intl.formatMessage(m.withdrawNamed, {
                kind: intl.formatMessage(KIND[consent.kind]),
              })}
              onClick={() => void change(consent.kind, false)}
            >
              {intl.formatMessage(m.withdraw)}
            </Button>
          )}
          {consent.withdrawn_at && GIVABLE.includes(consent.kind) && (
            <Button
              type="button"
              variant="secondary"
              loading={give.isPending && give.variables?.kind === consent.kind}
              aria-label={intl.formatMessage(m.giveAgainNamed, {
                kind: intl.formatMessage(KIND[consent.kind]),
              })}
              onClick={() => void change(consent.kind, true)}
            >
              {intl.formatMessage(m.giveAgain)}
            </Button>
          )}
        </li>
      ))}
    </List>
  );

  return (
    <Section aria-labelledby="consents-heading">
      <h2 id="consents-heading">{intl.formatMessage(m.consentsHeading)}</h2>
      {body}
      <p role="status">{status}</p>
      {error && <p role="alert">{error}</p>}
    </Section>
  );
}
