import styled from 'styled-components';
import { defineMessages } from '@/i18n/define-messages';

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

export const Card = styled.article`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  h3 {
    font-size: 1.05rem;
    margin: 0 0 4px;
    line-height: 1.4;
  }
  h3 a {
    text-decoration: none;
    color: inherit;
  }
  /* The title link covers the card, so the whole card is one target. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h3 a:focus-visible {
    outline: none;
  }
`;

export const CardBody = styled.div`
  padding: 12px 16px 16px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1;
`;

export const Price = styled.p`
  margin: 0;
  font-size: 1.15rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  list-style: none;
  padding: 0;
  margin: 4px 0 0;
  font-size: 0.9rem;
`;

/** Short facts on one line, separated by dots drawn in CSS. */
export const MetaLine = styled.ul`
  display: flex;
  flex-wrap: wrap;
  list-style: none;
  padding: 0;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  li + li::before {
    content: '·';
    padding-inline: 6px;
  }
`;

/** The facts of a listing on its card and page. */
export const listingMessages = defineMessages({
  bedrooms: {
    id: 'shared.listing.bedrooms',
    defaultMessage: '{count, plural, one {# bedroom} other {# bedrooms}}',
    description: 'Card fact',
  },
  bathrooms: {
    id: 'shared.listing.bathrooms',
    defaultMessage: '{count, plural, one {# bathroom} other {# bathrooms}}',
    description: 'Card fact',
  },
  area: {
    id: 'shared.listing.area',
    defaultMessage: '{area} m²',
    description: 'Area in square metres',
  },
  perM2: {
    id: 'shared.listing.perM2',
    defaultMessage: '{price} / m²',
    description: 'Price per square metre',
  },
  reservable: {
    id: 'shared.listing.reservable',
    defaultMessage: 'Can be reserved',
    description: 'Badge on a card',
  },
  priceFrom: {
    id: 'shared.listing.priceFrom',
    defaultMessage: 'From {price}',
    description: 'Lowest price',
  },
});
