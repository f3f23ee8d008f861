import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formMessages as m } from './messages';

const Count = styled.p`
  margin: 0;
  font-size: 0.875rem;
  text-align: end;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Screen readers hear how much is left only near the limit, and once the typing pauses. */
const NEAR = 0.1;
const PAUSE_MS = 1000;

/** "1,234 / 2,000" under a box with a limit, so a long text is not cut off without warning. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  const intl = useIntl();
  const left = max - length;
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    const text = left <= max * NEAR ? intl.formatMessage(m.charactersLeft, { left }) : '';
    const timer = setTimeout(() => setSpoken(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [intl, left, max]);
  return (
    <>
      <Count aria-hidden="true">{intl.formatMessage(m.characterCount, { length, max })}</Count>
      <span role="status" className="visually-hidden">
        {spoken}
      </span>
    </>
  );
}
