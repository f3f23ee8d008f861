import styled from 'styled-components';
import type { FinancingOffer } from '@generated/model';
import { offerParts } from './offer-marks';

export const PART_COLORS = { loan: '#0b2a5b', profit: '#4f7fc4', fees: '#c77700' } as const;

const Track = styled.span`
  display: flex;
  block-size: 8px;
  margin-block-start: 4px;
  border-radius: 4px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
`;

const Bar = styled.span`
  display: flex;
  block-size: 100%;
  span {
    block-size: 100%;
  }
`;

/**
 * The offer's total amount payable as a bar from zero, as long as its share of the largest total,
 * split into loan, profit and fees (decoration: the figures are in the row).
 */
export function CostBar({ offer, largest }: { offer: FinancingOffer; largest: number }) {
  const parts = offerParts(offer);
  return (
    <Track aria-hidden="true">
      <Bar style={{ inlineSize: `${(offer.total_cost / largest) * 100}%` }}>
        {(Object.keys(parts) as (keyof typeof parts)[]).map((part) => (
          <span
            key={part}
            data-part={part}
            style={{ flex: `${parts[part]} 0 0`, background: PART_COLORS[part] }}
          />
        ))}
      </Bar>
    </Track>
  );
}
