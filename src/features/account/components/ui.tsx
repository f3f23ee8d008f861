import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { StatusTone } from '../messages/statuses';

export const Section = styled.section`
  padding: 20px 16px;
  margin-bottom: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.sm} {
    padding: 24px;
  }
  h2 {
    margin: 0 0 16px;
    font-size: 1.25rem;
  }
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: 8px 24px;
  margin: 0 0 16px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const Muted = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const tones = {
  neutral: css`
    background: #eceff3;
    color: #3a4452;
  `,
  progress: css`
    background: #e6eefb;
    color: #0b2a5b;
  `,
  success: css`
    background: #e3f3e8;
    color: #145c2b;
  `,
  danger: css`
    background: #fbe9e7;
    color: #8c1d16;
  `,
};

export const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  ${({ $tone }) => tones[$tone]}
`;

export function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
