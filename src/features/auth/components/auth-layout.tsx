import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { appMessages } from '@/components/app-messages';
import { usePageMeta } from '@/components/page';
import { paths } from '@/config/paths';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 16px;
  background: ${({ theme }) => theme.colors.background};
`;

const TopBar = styled.div`
  width: 100%;
  max-width: 560px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
  color: ${({ theme }) => theme.colors.primary};
  a {
    color: inherit;
    font-weight: 700;
  }
`;

const Card = styled.div`
  width: 100%;
  max-width: 560px;
  padding: 24px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 2px 12px rgb(0 0 0 / 8%);
  ${({ theme }) => theme.media.sm} {
    padding: 32px;
  }
  h1 {
    margin: 0 0 8px;
    font-size: 1.75rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const StepHeading = styled.h2`
  font-size: 1.25rem;
  margin: 16px 0 8px;
`;

export const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};
`;

export { Actions } from '@/components/actions';

export const Aside = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35em;
  margin: 24px 0 0;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

type Props = {
  title: string;
  description: string;
  /** The visible heading; the document title is `title`. */
  heading?: ReactNode;
  /** Beside the brand (the language switch). */
  topEnd?: ReactNode;
  children: ReactNode;
};

/** The page of the empty layout (sign-in, sign-up, Nafath, e-mail confirmation): one card. */
export function AuthLayout({ title, description, heading, topEnd, children }: Props) {
  const intl = useIntl();
  usePageMeta(title, description);
  return (
    <Frame>
      <TopBar>
        <Link href={paths.home.getHref()}>{intl.formatMessage(appMessages.brand)}</Link>
        {topEnd}
      </TopBar>
      <Card>
        <h1>{heading ?? title}</h1>
        {children}
      </Card>
    </Frame>
  );
}
