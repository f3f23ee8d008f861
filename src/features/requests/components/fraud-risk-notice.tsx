import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { LOCALE_BASE } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import { contactMessages as m } from '../messages/contact';

const Box = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-inline-start-width: 6px;
  border-radius: ${({ theme }) => theme.radius};
  background: #fff8db;
  padding: 16px;
  margin-bottom: 24px;
  h2 {
    font-size: 1.125rem;
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 12px;
  }
  a {
    font-weight: 600;
  }
`;

/**
 * The message was refused for fraud risk: signing in is needed; sign-in comes back to this form (the
 * draft is kept). It takes the focus when it appears.
 */
export function FraudRiskNotice() {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const back = `${LOCALE_BASE[useLocale()]}${paths.contactUs.getHref()}`;
  return (
    <Box role="alert" tabIndex={-1} ref={ref} aria-labelledby="fraud-risk-title">
      <h2 id="fraud-risk-title">{intl.formatMessage(m.fraudTitle)}</h2>
      <p>{intl.formatMessage(m.fraudBody)}</p>
      <Link href={paths.signIn.getHref(back)}>{intl.formatMessage(m.fraudSignIn)}</Link>
    </Box>
  );
}
