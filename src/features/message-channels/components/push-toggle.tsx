import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import { PanelSection as Section } from '@/components/panel';
import { useLocale } from '@/i18n/locale-provider';
import { useApiErrorText } from '@/lib/error-messages';
import { isApiError } from '@/lib/http/api-error';
import { pushState, turnPushOff, turnPushOn, type PushState } from '@/lib/session/push-device';
import { pushMessages as m } from '../messages/message-channels';

const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  font-weight: 600;
  input {
    width: 24px;
    height: 24px;
  }
`;

type Shown = PushState | 'checking' | 'busy';

/**
 * Browser push on this device: nothing is asked on load; the browser's permission prompt comes only
 * after the customer turns the switch on. A refused permission says how to allow it again.
 */
export function PushToggle() {
  const intl = useIntl();
  const locale = useLocale();
  const errorText = useApiErrorText();
  const config = useGetWebAppConfig({ query: { staleTime: Infinity } });
  const publicKey = config.data?.push_public_key;
  const [state, setState] = useState<Shown>('checking');
  const [error, setError] = useState<string>();

  useEffect(() => {
    let current = true;
    void pushState().then(
      (found) => current && setState(found),
      () => current && setState('off'),
    );
    return () => {
      current = false;
    };
  }, []);

  if (config.isPending || state === 'checking') return null;
  const unsupported = state === 'unsupported' || !publicKey;

  const change = async (on: boolean) => {
    setError(undefined);
    setState('busy');
    try {
      if (on) setState(await turnPushOn(publicKey!, locale === 'en' ? 'en' : 'ar'));
      else {
        await turnPushOff();
        setState('off');
      }
    } catch (caught) {
      setError(isApiError(caught) ? errorText(caught) : intl.formatMessage(m.pushFailed));
      setState(await pushState().catch((): PushState => 'off'));
    }
  };

  const status =
    state === 'busy'
      ? m.pushTurningOn
      : state === 'on'
        ? m.pushOn
        : state === 'denied'
          ? m.pushDenied
          : unsupported
            ? m.pushUnsupported
            : m.pushOff;

  return (
    <Section aria-labelledby="push-heading" data-push-state={state}>
      <h2 id="push-heading">{intl.formatMessage(m.pushHeading)}</h2>
      {!unsupported && state !== 'denied' && (
        <>
          <Switch>
            <input
              type="checkbox"
              role="switch"
              checked={state === 'on'}
              disabled={state === 'busy'}
              aria-describedby="push-hint"
              onChange={(event) => void change(event.target.checked)}
            />
            {intl.formatMessage(m.pushSwitch)}
          </Switch>
          <p id="push-hint">{intl.formatMessage(m.pushHint)}</p>
        </>
      )}
      <p role="status">{intl.formatMessage(status)}</p>
      {error && <p role="alert">{error}</p>}
    </Section>
  );
}
