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

// Sizes as classes, not style attributes: the server renders this bar, and the policy refuses
// inline styles in its HTML.
const Bar = styled.span<{ $share: number }>`
  display: flex;
  block-size: 100%;
  inline-size: ${({ $share }) => $share}%;
`;

const Part = styled.span<{ $weight: number }>`
  block-size: 100%;
  flex: ${({ $weight }) => $weight} 0 0;
  ${Object.entries(PART_COLORS)
    .map(([part, color]) => `&[data-part='${part}'] { background: ${color}; }`)
    .join('\n')}
`;

/**
 * The offer's total amount payable as a bar from zero, as long as its share of the largest total,
 * split into loan, profit and fees (decoration: the figures are in the row).
 */
export function CostBar({ offer, largest }: { offer: FinancingOffer; largest: number }) {
  const parts = offerParts(offer);
  return (
    <Track aria-hidden="true">
      <Bar $share={(offer.total_cost / largest) * 100}>
        {(Object.keys(parts) as (keyof typeof parts)[]).map((part) => (
          <Part key={part} data-part={part} $weight={parts[part]} />
        ))}
      </Bar>
    </Track>
  );
}
