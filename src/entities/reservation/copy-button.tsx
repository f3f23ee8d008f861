import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/button';
import { holdMessages as m } from './after-pay-messages';

/** Copies `value`; the result is announced politely next to the button. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const intl = useIntl();
  const [result, setResult] = useState<'copied' | 'failed'>();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  }
  return (
    <>
      <Button type="button" variant="link" onClick={() => void copy()}>
        {intl.formatMessage(m.copy, { what })}
      </Button>
      <span role="status">
        {result === 'copied' && intl.formatMessage(m.copied, { what })}
        {result === 'failed' && intl.formatMessage(m.copyFailed)}
      </span>
    </>
  );
}
