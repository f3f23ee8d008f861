import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import { contentMessages as m } from '../messages/content';

const Box = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 16px 20px;
  h2 {
    font-size: 1.125rem;
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
`;

/** Working hours, phone and email of customer care, and how fast it answers. */
export function SupportInfo() {
  const intl = useIntl();
  const support = useGetWebAppConfig({ query: { staleTime: Infinity } }).data?.support;
  return (
    <Box aria-labelledby="support-title">
      <h2 id="support-title">{intl.formatMessage(m.supportTitle)}</h2>
      <ul>
        <li>{intl.formatMessage(m.supportHours)}</li>
        {support?.phone && (
          <li>
            <FormattedMessage
              {...m.supportPhone}
              values={{
                phone: (
                  <a href={`tel:${support.phone}`} dir="ltr">
                    {support.phone}
                  </a>
                ),
              }}
            />
          </li>
        )}
        {support?.email && (
          <li>
            <FormattedMessage
              {...m.supportEmail}
              values={{
                email: (
                  <a href={`mailto:${support.email}`} dir="ltr">
                    {support.email}
                  </a>
                ),
              }}
            />
          </li>
        )}
        <li>{intl.formatMessage(m.supportReply)}</li>
      </ul>
    </Box>
  );
}
