import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type {
  AdvertisingLicense,
  GeoPoint,
  PropertyCharacteristics,
  PropertyRegistration,
  PropertyRestrictions,
  UnitDesignSummary,
} from '@generated/model';
import { UnitDesignCard } from '../components/unit-design-card';
import { Characteristics } from './characteristics';
import { DetailColumns, DetailSection, Paragraphs } from './detail-layout';
import { detailMessages as m } from '../messages/detail';
import { LicenseBlock } from './license-block';
import { LocationSection } from './location-section';
import { Registration, Restrictions } from './title-sections';

type Listing = {
  description?: string;
  characteristics: PropertyCharacteristics;
  restrictions: PropertyRestrictions;
  registration?: PropertyRegistration;
  advertising_license?: AdvertisingLicense;
  unit_design?: UnitDesignSummary;
  location: GeoPoint;
};

/** What a property page and a unit page share: about, characteristics, design, title and licence. */
/** As tall as the main column, so the price box inside can stay in view (sticky) all the way down. */
/** A unit design's card, as wide as in a list. */
const DesignCard = styled.div`
  max-width: 360px;
`;

const Aside = styled.div`
  align-self: stretch;
`;

type Props = { listing: Listing; aside: ReactNode; lead?: ReactNode; place: string };

/**
 * The gallery (`lead`) heads the main column, so on wide screens the side box (price, actions) starts
 * at the top of the page's content and stays in view.
 */
export function ListingBody({ listing, aside, lead, place }: Props) {
  const intl = useIntl();
  return (
    <DetailColumns>
      <div>
        {lead}
        {listing.description && (
          <DetailSection title={intl.formatMessage(m.about)}>
            <Paragraphs text={listing.description} />
          </DetailSection>
        )}
        <Characteristics characteristics={listing.characteristics} />
        <LocationSection location={listing.location} place={place} />
        {listing.unit_design && (
          <DetailSection title={intl.formatMessage(m.unitDesign)}>
            <DesignCard>
              <UnitDesignCard design={listing.unit_design} />
            </DesignCard>
          </DetailSection>
        )}
        <Registration registration={listing.registration} />
        <Restrictions restrictions={listing.restrictions} />
        <LicenseBlock license={listing.advertising_license} />
      </div>
      <Aside>{aside}</Aside>
    </DetailColumns>
  );
}
