import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDateTime } from '@/lib/format/date-time';
import styled from 'styled-components';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import { Button } from '@/components/button';
import { ControlledCheckbox } from '@/components/form/controlled-fields';
import { FormError } from '@/components/form/form-error';
import { Spinner } from '@/components/status';
import { useErrorText } from '@/lib/error-messages';
import type { PrefillState } from '../../api/prefill';
import { consentMessages as c } from '../../messages/consent';
import { wizardMessages as w } from '../../messages/wizard';
import { Card, Notice } from '../ui';

const Waiting = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  font-size: 1.125rem;
  p {
    margin: 0;
  }
`;

const Consent = styled.section`
  margin: 0 0 16px;
  h4 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  ul {
    margin: 0 0 12px;
    padding-inline-start: 20px;
  }
  p {
    margin: 8px 0 0;
  }
`;

/** The "data is being extracted" screen, shown instead of the form while the bureau answers. */
export function PrefillWaiting() {
  const intl = useIntl();
  return (
    <Card as="div">
      <Waiting role="status" aria-live="polite">
        <Spinner aria-hidden="true" />
        <strong>{intl.formatMessage(w.prefillWaiting)}</strong>
        <p>{intl.formatMessage(w.prefillWaitingHint)}</p>
      </Waiting>
    </Card>
  );
}

export function PrefillPanel({
  prefill,
  fetchedAt,
}: {
  prefill: PrefillState;
  fetchedAt?: string;
}) {
  const intl = useIntl();
  const dateTime = useFormatDateTime();
  const errorText = useErrorText();
  const version = useGetWebAppConfig({ query: { staleTime: Infinity } }).data
    ?.simah_consent_version;
  const [consentAt, setConsentAt] = useState<string>();
  const [refused, setRefused] = useState(false);
  const start = () => {
    if (!consentAt || !version) {
      setRefused(true);
      document.getElementById('simah-consent')?.focus();
      return;
    }
    void prefill.start({ version, given_at: consentAt }).catch(() => undefined);
  };
  const failed = prefill.status === 'failed';
  return (
    <Card aria-labelledby="prefill-title">
      <h3 id="prefill-title">{intl.formatMessage(w.prefillTitle)}</h3>
      {fetchedAt && !failed && (
        <Notice role="status">
          {intl.formatMessage(w.prefillDone, {
            date: dateTime(fetchedAt),
          })}
        </Notice>
      )}
      {failed && (
        <div role="alert">
          <p>
            {prefill.failureCode
              ? errorText(prefill.failureCode)
              : intl.formatMessage(w.prefillFailed)}
          </p>
          <p>{intl.formatMessage(w.prefillFailed)}</p>
        </div>
      )}
      <FormError
        error={prefill.startError ?? prefill.pollError}
        onRetry={prefill.pollError ? prefill.retryPoll : start}
      />
      {!fetchedAt && !failed && <p>{intl.formatMessage(w.prefillIntro)}</p>}
      <Consent aria-labelledby="simah-consent-title">
        <h4 id="simah-consent-title">{intl.formatMessage(c.title)}</h4>
        <ul>
          <li>{intl.formatMessage(c.what)}</li>
          <li>{intl.formatMessage(c.why)}</li>
          <li>{intl.formatMessage(c.keep)}</li>
        </ul>
        <ControlledCheckbox
          id="simah-consent"
          label={intl.formatMessage(c.agree)}
          checked={Boolean(consentAt)}
          onCheckedChange={(checked) => {
            setConsentAt(checked ? new Date().toISOString() : undefined);
            if (checked) setRefused(false);
          }}
        />
        {refused && <p role="alert">{errorText('simah_consent__required')}</p>}
        <p>{intl.formatMessage(c.manual)}</p>
      </Consent>
      <Button type="button" variant="secondary" onClick={start} loading={prefill.starting}>
        {intl.formatMessage(failed ? w.prefillRetry : w.prefillStart)}
      </Button>
    </Card>
  );
}
