import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormReceipt } from '@generated/model';
import { Button } from '@/components/button';
import { careersMessages as m } from '../messages/careers';

type Props = { receipt: FormReceipt; title: string; onAgain: () => void };

/** The sent application: its reference, and a way to apply again. Focus moves to its heading. */
export function ApplicationSent({ receipt, title, onAgain }: Props) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h2 id="application-sent" ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.successTitle)}
      </h2>
      <p>{intl.formatMessage(m.successBody, { title })}</p>
      <p>
        <strong>
          <FormattedMessage
            {...m.reference}
            values={{ reference: <bdi>{receipt.reference}</bdi> }}
          />
        </strong>
      </p>
      <Button type="button" variant="secondary" onClick={onAgain}>
        {intl.formatMessage(m.another)}
      </Button>
    </>
  );
}
