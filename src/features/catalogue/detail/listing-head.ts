import type { Offer, AggregateOffer, RealEstateAgent, RealEstateListing } from 'schema-dts';
import type { PageHead } from '@/components/page';
import { useFormatMoney } from '@/lib/format/money';

/**
 * What a listing's page tells search engines and link previews: its head (src/server/head.ts builds
 * the tags, and gives the structured data its schema.org context).
 */
export type ListingFacts = {
  name: string;
  /** The page's own description, after the price and the place. */
  description: string;
  /** The price, or the lowest of a range (`priceTo` its highest). */
  price?: number;
  priceTo?: number;
  image?: string;
  place: string;
  city?: string;
  region?: string;
  location?: { lat: number; lng: number };
  posted?: string;
  /** Still advertised (for sale or to reserve). */
  available: boolean;
};

/** A listing as its page's head: description with price and place, picture, schema.org offer. */
export function useListingHead(): (facts: ListingFacts) => PageHead {
  const formatMoney = useFormatMoney();
  return (facts) => {
    const { price, priceTo } = facts;
    const availability = `https://schema.org/${facts.available ? 'InStock' : 'SoldOut'}` as const;
    const offer: Offer | AggregateOffer =
      priceTo === undefined
        ? { '@type': 'Offer', price }
        : { '@type': 'AggregateOffer', lowPrice: price, highPrice: priceTo };
    // JSON leaves out what is undefined: a fact the listing lacks is not in its data.
    const listing: RealEstateListing = {
      '@type': 'RealEstateListing',
      name: facts.name,
      image: facts.image,
      datePosted: facts.posted,
      offers: price === undefined ? undefined : { ...offer, priceCurrency: 'SAR', availability },
      contentLocation: {
        '@type': 'Place',
        name: facts.place,
        address: {
          '@type': 'PostalAddress',
          addressLocality: facts.city,
          addressRegion: facts.region,
          addressCountry: 'SA',
        },
        geo: facts.location && {
          '@type': 'GeoCoordinates',
          latitude: facts.location.lat,
          longitude: facts.location.lng,
        },
      },
    };
    // The price, or its range ("SAR 1 – SAR 2").
    const shown = [price, priceTo].flatMap((each) => (each === undefined ? [] : formatMoney(each)));
    return {
      description: [shown.join(' – '), facts.place, facts.description].filter(Boolean).join(' · '),
      image: facts.image,
      structured: [listing],
    };
  };
}

/** An agency as its page's head: schema.org's real-estate agent. */
export function agencyHead(agency: {
  name: string;
  logo?: string;
  phone?: string;
  city?: string;
}): PageHead {
  const agent: RealEstateAgent = {
    '@type': 'RealEstateAgent',
    name: agency.name,
    logo: agency.logo,
    image: agency.logo,
    telephone: agency.phone,
    address: agency.city
      ? { '@type': 'PostalAddress', addressLocality: agency.city, addressCountry: 'SA' }
      : undefined,
  };
  return { image: agency.logo, structured: [agent] };
}
