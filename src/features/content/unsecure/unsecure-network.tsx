import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import { LOCALE_BASE } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import { safeFromPath } from '@/lib/navigation/safe-redirect';
import { unsecureMessages as m } from '../messages/unsecure';

const Card = styled.div`
  max-width: 640px;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 6px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius};
  padding: 24px;
  h1 {
    font-size: 1.5rem;
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.primary};
  }
  h2 {
    font-size: 1.125rem;
    margin: 16px 0 8px;
  }
  ol {
    padding-inline-start: 24px;
  }
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: center;
`;

const Retry = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast} !important;
  font-weight: 600;
  text-decoration: none;
`;

/**
 * The request was refused for an insecure connection (VPN, proxy). "Try again" reloads the page the
 * visitor came from (`from`, this site's paths only), so every call is made afresh.
 */
export function UnsecureNetwork({ title }: { title: string }) {
  const intl = useIntl();
  const home = LOCALE_BASE[useLocale()] || '/';
  const from = safeFromPath(new URLSearchParams(useSearch()).get('from'), home);
  return (
    <Card>
      <h1>{title}</h1>
      <p>{intl.formatMessage(m.explanation)}</p>
      <h2>{intl.formatMessage(m.whatToDo)}</h2>
      <ol>
        <li>{intl.formatMessage(m.stepVpn)}</li>
        <li>{intl.formatMessage(m.stepNetwork)}</li>
        <li>{intl.formatMessage(m.stepRetry)}</li>
      </ol>
      <Actions>
        <Retry href={from}>{intl.formatMessage(m.retry)}</Retry>
        {from !== home && <a href={home}>{intl.formatMessage(m.home)}</a>}
      </Actions>
      <p>{intl.formatMessage(m.help)}</p>
    </Card>
  );
}
