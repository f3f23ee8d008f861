import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CardBrand } from '../api/provider-fields';
import { paymentMethodMessages } from '@/entities/reservation';
import { paymentMessages as m } from '../messages/payment';

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 28px;
  margin: 0 0 12px;
  font-weight: 600;
  /* A flex item may shrink: beside a text that wraps on a phone the mark became a dot. */
  svg {
    flex-shrink: 0;
  }
`;

/** The networks' wordmarks, part of their logos (never translated). */
const WORDMARK = { mada: 'mada', visa: 'VISA' } as const;

const BRAND_NAMES = {
  mada: paymentMethodMessages.mada,
  visa: m.brandVisa,
  mastercard: m.brandMastercard,
} as const;

/** The network's mark (mada's two bars, Visa's wordmark, Mastercard's circles), decorative. */
function Mark({ brand }: { brand: CardBrand }) {
  const common = { width: 44, height: 28, viewBox: '0 0 44 28', 'aria-hidden': true } as const;
  if (brand === 'mada')
    return (
      <svg {...common} data-brand="mada">
        <rect x="1" y="8" width="14" height="5" fill="#259BD6" />
        <rect x="1" y="15" width="14" height="5" fill="#84B740" />
        <text x="17" y="19" fontSize="10" fontFamily="sans-serif" fontWeight="700" fill="#1a1a1a">
          {WORDMARK.mada}
        </text>
      </svg>
    );
  if (brand === 'visa')
    return (
      <svg {...common} data-brand="visa">
        <text
          x="2"
          y="20"
          fontSize="15"
          fontFamily="sans-serif"
          fontWeight="800"
          fontStyle="italic"
          fill="#1A1F71"
        >
          {WORDMARK.visa}
        </text>
      </svg>
    );
  return (
    <svg {...common} data-brand="mastercard">
      <circle cx="16" cy="14" r="9" fill="#EB001B" />
      <circle cx="28" cy="14" r="9" fill="#F79E1B" fillOpacity="0.9" />
    </svg>
  );
}

/** The card network as soon as the provider knows it from the first six digits; announced politely. */
export function CardBrandLine({ brand }: { brand: CardBrand | null }) {
  const intl = useIntl();
  return (
    <Line aria-live="polite" data-testid="card-brand">
      {brand && (
        <>
          <Mark brand={brand} />
          {intl.formatMessage(m.brandDetected, { brand: intl.formatMessage(BRAND_NAMES[brand]) })}
        </>
      )}
    </Line>
  );
}
