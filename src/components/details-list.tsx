import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Labelled values (a `<dl>`): the label muted, the value strong; values may hold a copy button. */
export const DetailsList = styled.dl`
  display: grid;
  /* A phone stacks each label over its value: an IBAN and its copy button keep the full width. */
  grid-template-columns: minmax(0, 1fr);
  gap: 2px;
  margin: 0 0 12px;
  dd + dt {
    margin-top: 8px;
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
    gap: 8px 16px;
    dd + dt {
      margin-top: 0;
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
  }
`;

export function DetailRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
