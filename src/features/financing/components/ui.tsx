import type { FinancingRequestStatus } from '@generated/model';
import styled, { css } from 'styled-components';

export type Tone = 'neutral' | 'progress' | 'success' | 'danger';

export const statusTone: Record<FinancingRequestStatus, Tone> = {
  new: 'neutral',
  filled: 'progress',
  prepared: 'progress',
  submitted: 'progress',
  processing: 'progress',
  approved: 'success',
  rejected: 'danger',
  canceled: 'neutral',
  expired: 'neutral',
};

const tones: Record<Tone, ReturnType<typeof css>> = {
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

export const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px 12px;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  ${({ $tone }) => tones[$tone]}
`;

export const Card = styled.section`
  padding: 16px;
  margin-bottom: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} {
    padding: 24px;
  }
  h2,
  h3 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 16px;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: end;
  }
`;

export const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: #e6eefb;
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: 0 16px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 20px;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 600;
  text-decoration: none;
`;
