import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageKindChannels } from '@generated/model';
import { channelsMessages as m, kindMessages } from '../messages/message-channels';

export type Channel = 'email' | 'mobile' | 'push';
export const CHANNELS: readonly Channel[] = ['email', 'mobile', 'push'];

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px 4px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: middle;
  }
  td {
    text-align: center;
  }
  th[scope='row'] {
    font-weight: 400;
  }
  input {
    width: 24px;
    height: 24px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type Props = {
  kinds: MessageKindChannels[];
  marketingConsent: boolean;
  onChange: (kind: MessageKindChannels['kind'], channel: Channel, on: boolean) => void;
};

/** One row per kind of message, one checkbox per channel, each named by its channel and kind. */
export function ChannelTable({ kinds, marketingConsent, onChange }: Props) {
  const intl = useIntl();
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.kindColumn)}</th>
          {CHANNELS.map((channel) => (
            <th scope="col" key={channel}>
              {intl.formatMessage(m[channel])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {kinds.map((item) => {
          const kind = intl.formatMessage(kindMessages[item.kind]);
          const locked = item.kind === 'marketing' && !marketingConsent;
          return (
            <tr key={item.kind} data-kind={item.kind}>
              <th scope="row">
                {kind}
                {item.service && <small>{intl.formatMessage(m.service)}</small>}
              </th>
              {CHANNELS.map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    name={`${item.kind}.${channel}`}
                    checked={item[channel]}
                    disabled={locked}
                    aria-label={intl.formatMessage(m.channelFor, {
                      channel: intl.formatMessage(m[channel]),
                      kind,
                    })}
                    onChange={(event) => onChange(item.kind, channel, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
