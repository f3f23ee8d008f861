import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import {
  getGetMessagePreferencesQueryKey,
  useGetMessagePreferences,
  useUpdateMessagePreferences,
} from '@generated/api/messages/messages';
import type { MessagePreferences } from '@generated/model';
import { Button } from '@/components/button';
import { PanelSection as Section } from '@/components/panel';
import { ErrorState, PageLoading } from '@/components/status';
import { paths } from '@/config/paths';
import { useApiErrorText } from '@/lib/error-messages';
import { channelsMessages as m } from '../messages/message-channels';
import { ChannelTable, type Channel } from './channel-table';
import { PushToggle } from './push-toggle';

const TIMES = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 ? '30' : '00'}`;
});

const Fields = styled.div`
  display: grid;
  gap: 16px;
  margin: 16px 0;
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: flex;
    gap: 16px;
    flex-wrap: wrap;
  }
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }
  select {
    min-height: 44px;
  }
`;

/** The customer's channels per kind of message, the mobile channel, language and digest time. */
export function MessageChannels() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const loaded = useGetMessagePreferences({ query: { staleTime: 0 } });
  const update = useUpdateMessagePreferences();
  const [draft, setDraft] = useState<MessagePreferences>();
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  const current = draft ?? loaded.data;

  const edit = (change: (value: MessagePreferences) => MessagePreferences) => {
    setStatus(undefined);
    if (current) setDraft(change(current));
  };
  const toggle = (kind: string, channel: Channel, on: boolean) =>
    edit((value) => ({
      ...value,
      kinds: value.kinds.map((item) => (item.kind === kind ? { ...item, [channel]: on } : item)),
    }));

  const save = async () => {
    if (!current) return;
    setStatus(undefined);
    setError(undefined);
    try {
      const saved = await update.mutateAsync({
        data: {
          language: current.language,
          mobile_channel: current.mobile_channel,
          digest_time: current.digest_time,
          kinds: current.kinds.map(({ kind, email, mobile, push }) => ({
            kind,
            email,
            mobile,
            push,
          })),
        },
      });
      queryClient.setQueryData(getGetMessagePreferencesQueryKey(), saved);
      setDraft(undefined);
      setStatus(intl.formatMessage(m.saved));
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  if (loaded.isPending) return <PageLoading />;
  if (loaded.isError || !current)
    return <ErrorState message={errorText(loaded.error)} onRetry={() => void loaded.refetch()} />;

  return (
    <>
      <Section aria-labelledby="channels-heading">
        <h2 id="channels-heading">{intl.formatMessage(m.heading)}</h2>
        <p>{intl.formatMessage(m.intro)}</p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <ChannelTable
            kinds={current.kinds}
            marketingConsent={current.marketing_consent}
            onChange={toggle}
          />
          {!current.marketing_consent && (
            <>
              <p>{intl.formatMessage(m.marketingOff)}</p>
              <p>
                <Link href={paths.accountPrivacy.getHref()}>
                  {intl.formatMessage(m.privacyLink)}
                </Link>
              </p>
            </>
          )}
          <Fields>
            <fieldset>
              <legend>{intl.formatMessage(m.mobileChannel)}</legend>
              {(['sms', 'whatsapp'] as const).map((channel) => (
                <label key={channel}>
                  <input
                    type="radio"
                    name="mobile_channel"
                    value={channel}
                    checked={current.mobile_channel === channel}
                    onChange={() => edit((value) => ({ ...value, mobile_channel: channel }))}
                  />
                  {intl.formatMessage(m[channel])}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>{intl.formatMessage(m.language)}</legend>
              {(['ar', 'en'] as const).map((language) => (
                <label key={language} lang={language}>
                  <input
                    type="radio"
                    name="language"
                    value={language}
                    checked={current.language === language}
                    onChange={() => edit((value) => ({ ...value, language }))}
                  />
                  {intl.formatMessage(language === 'ar' ? m.arabic : m.english)}
                </label>
              ))}
            </fieldset>
            <label>
              {intl.formatMessage(m.digestTime)}
              <select
                name="digest_time"
                value={current.digest_time}
                onChange={(event) =>
                  edit((value) => ({ ...value, digest_time: event.target.value }))
                }
              >
                {TIMES.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            </label>
            <p>{intl.formatMessage(m.quietHours)}</p>
          </Fields>
          <Button type="submit" loading={update.isPending}>
            {intl.formatMessage(m.save)}
          </Button>
        </form>
        <p role="status">{status}</p>
        {error && <p role="alert">{error}</p>}
      </Section>
      <PushToggle />
    </>
  );
}
