import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { commonFormMessages as m } from '../messages/common';
import { Actions } from './form-layout';

const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-inline-start-width: 6px;
  border-radius: ${({ theme }) => theme.radius};
  padding: 24px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.375rem;
    color: ${({ theme }) => theme.colors.success};
  }
  h2:focus {
    outline: none;
  }
`;

const Reference = styled.p`
  font-weight: 600;
  font-size: 1.125rem;
  bdi {
    font-family: ui-monospace, monospace;
  }
`;

type Props = { title: string; body: string; reference: string; onAgain: () => void };

/** What a sent form leaves: its reference and what happens next. Focus moves to its heading. */
export function FormSuccess({ title, body, reference, onAgain }: Props) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel aria-labelledby="form-success-title">
      <h2 id="form-success-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{body}</p>
      <Reference>
        <FormattedMessage {...m.reference} values={{ reference: <bdi>{reference}</bdi> }} />
      </Reference>
      <Actions>
        <Button type="button" variant="secondary" onClick={onAgain}>
          {intl.formatMessage(m.sendAnother)}
        </Button>
        <Link href={paths.home.getHref()}>{intl.formatMessage(m.backHome)}</Link>
      </Actions>
    </Panel>
  );
}
