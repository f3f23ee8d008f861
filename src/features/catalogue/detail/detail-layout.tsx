import { useId, type ReactNode } from 'react';
import { MetaLine } from '@/components/card';
import { DetailsList } from '@/components/details-list';
import styled from 'styled-components';
import { panelStyles } from '@/components/panel';

const Box = styled.section`
  ${panelStyles}
  padding: 16px 20px;
  margin-bottom: 16px;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function DetailSection({
  title,
  children,
  testId,
  anchor,
}: {
  title: ReactNode;
  children: ReactNode;
  testId?: string;
  /** An id to link to (`#units`). */
  anchor?: string;
}) {
  const id = useId();
  return (
    <Box id={anchor} aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      {children}
    </Box>
  );
}

export const FactList = styled(DetailsList)`
  &&& {
    grid-template-columns: minmax(140px, 1fr) 2fr;
    gap: 8px 16px;
  }
  margin: 0;
  dd {
    display: block;
  }
  dd ul {
    margin: 0;
    padding-inline-start: 18px;
    font-weight: 400;
  }
  > div {
    display: contents;
  }
`;

/** The line of facts under a listing's title. */
export const DetailMeta = styled(MetaLine)`
  margin-bottom: 16px;
`;

export const DetailColumns = styled.div`
  display: grid;
  gap: 24px;
  /* One column as wide as the window on a phone, whatever its content's widest part. */
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

export const Paragraphs = ({ text }: { text: string }) => (
  <>
    {text
      .split(/\n+/)
      .filter((paragraph) => paragraph.trim())
      .map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
  </>
);

export type Fact = { label: string; value: ReactNode };

export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <FactList>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </FactList>
  );
}
