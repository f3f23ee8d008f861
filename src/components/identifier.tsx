import styled from 'styled-components';
import { IDENTIFIER_CLASS } from '@/lib/format/bidi';

const Bdi = styled.bdi`
  direction: ltr;
  unicode-bidi: isolate;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** An identifier (IBAN, reference, transaction number) in any sentence: left to right, kept whole. */
export function Identifier({ children, testId }: { children: string; testId?: string }) {
  return (
    <Bdi dir="ltr" className={IDENTIFIER_CLASS} data-testid={testId}>
      {children}
    </Bdi>
  );
}
