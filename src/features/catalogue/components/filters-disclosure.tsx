import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { breakpoints } from '@/styles/theme';

const Details = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 12px 16px;
  summary {
    font-weight: 600;
    font-size: 1.1rem;
    cursor: pointer;
    min-height: 32px;
  }
  &[open] summary {
    margin-bottom: 12px;
  }
`;

/**
 * Open beside the results on wide screens; folded above them on phones, where the form is only built
 * when first opened (it stays built after, so nothing typed is lost on folding it). Prerendered folded:
 * on a wide screen it then opens in its own column, moving nothing else.
 */
export function FiltersDisclosure({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(
    () =>
      typeof window !== 'undefined' &&
      window.matchMedia?.(`(min-width: ${breakpoints.md}px)`).matches !== false,
  );
  const [opened, setOpened] = useState(open);
  return (
    <Details
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{title}</summary>
      {opened && children}
    </Details>
  );
}
