import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { layoutMessages } from './messages';

const Bar = styled.footer`
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 24px 16px;
  h2 { font-size: 1rem; margin: 0 0 8px; }
  ul { list-style: none; margin: 0; padding: 0; }
`;

export function Footer() {
  const intl = useIntl();
  return (
    <Bar>
      <h2>{intl.formatMessage(layoutMessages.supportTitle)}</h2>
      <ul>
        <li>{intl.formatMessage(layoutMessages.supportHours)}</li>
        <li>{intl.formatMessage(layoutMessages.supportPhone)}</li>
        <li>{intl.formatMessage(layoutMessages.supportFeedback)}</li>
      </ul>
      <p>{intl.formatMessage(layoutMessages.copyright, { year: new Date().getFullYear() })}</p>
    </Bar>
  );
}
