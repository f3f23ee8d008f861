import { useIntl } from 'react-intl';
import { RecordView } from '@/entities/recently-viewed/record-view';
import { Link } from 'wouter';
import { useGetProperty } from '@generated/api/catalogue/catalogue';
import type { Property } from '@generated/model';
import { paths } from '@/config/paths';
import { useJoinPlace } from '@/lib/format/places';
import { breadcrumbMessages } from '@/components/breadcrumbs';
import { propertyTypeMessages, purposeMessages, readinessMessages } from '../messages/enums';
import { DetailMeta, DetailSection, Facts } from './detail-layout';
import { detailMessages as m } from '../messages/detail';
import { DetailPage } from './detail-page';
import { floorPlansOf, Gallery } from './gallery';
import { ListingBody } from './listing-body';
import { PriceBox } from './price-box';
import { LazyPriceContext } from './lazy-price-context';
import { BudgetFit } from '@/entities/budget';
import { useShareText } from './share-text';
import { useListingHead } from './listing-head';

type Props = { id: number; title: string; description: string };

export function PropertyDetail({ id, title, description }: Props) {
  const intl = useIntl();
  const shareText = useShareText();
  const listingHead = useListingHead();
  const query = useGetProperty(id);
  const joinPlace = useJoinPlace();
  const placeOf = (property: Property) =>
    joinPlace([property.district?.name, property.city.name, property.region.name]);
  return (
    <DetailPage
      query={query}
      kind="property"
      title={title}
      description={description}
      crumbs={[
        {
          label: intl.formatMessage(breadcrumbMessages.properties),
          href: paths.properties.getHref(),
        },
      ]}
      titleOf={(property) => property.title}
      headOf={(property) =>
        listingHead({
          name: property.title,
          description,
          price: property.price,
          image: (property.cover_image ?? property.images[0])?.url,
          place: placeOf(property),
          city: property.city.name,
          region: property.region.name,
          location: property.location,
          posted: property.published_at,
          available: property.advertised,
        })
      }
      similarOf={(property) => [
        {
          label: intl.formatMessage(m.similarInCity, { city: property.city.name }),
          href: `${paths.properties.getHref()}?city=${property.city.id}&type=${property.type}`,
        },
      ]}
      layout="listing"
    >
      {(property) => (
        <>
          <RecordView
            listing={{
              kind: 'property',
              id: property.id,
              title: property.title,
              subtitle: property.city.name,
              price: property.price,
              image: property.cover_image ?? property.images[0],
            }}
          />
          <DetailMeta>
            <li>{intl.formatMessage(propertyTypeMessages[property.type])}</li>
            <li>{intl.formatMessage(purposeMessages[property.purpose])}</li>
            <li>{intl.formatMessage(readinessMessages[property.readiness])}</li>
            <li data-testid="detail-place">{placeOf(property)}</li>
          </DetailMeta>
          <ListingBody
            listing={property}
            place={placeOf(property)}
            lead={
              <Gallery
                images={property.images}
                title={property.title}
                floorPlans={floorPlansOf(property.unit_design)}
              />
            }
            aside={
              <>
                <PriceBox
                  price={property.price}
                  pricePerM2={property.price_per_m2}
                  rent={property.purpose === 'rent'}
                  reserveUnitId={property.reservable ? property.unit_id : undefined}
                  phone={property.advertising_license?.advertiser?.phone}
                  lead={{ listing_kind: 'property', listing_id: property.id }}
                  shareText={shareText(property.title)}
                  shareTitle={property.title}
                  save={{ kind: 'property', id: property.id, title: property.title }}
                  financing={property.financing_eligible}
                >
                  {property.purpose === 'sale' && <BudgetFit price={property.price} detail />}
                </PriceBox>
                <LazyPriceContext
                  kind="property"
                  id={property.id}
                  pricePerM2={property.price_per_m2}
                  districtId={property.district?.id}
                  type={property.type}
                  sale={property.purpose === 'sale'}
                />
                <DetailSection title={intl.formatMessage(m.location)}>
                  <Facts
                    facts={[
                      { label: intl.formatMessage(m.location), value: property.address },
                      {
                        label: intl.formatMessage(m.agency),
                        value: (
                          <Link href={paths.agency.getHref(property.agency.id)}>
                            {property.agency.name}
                          </Link>
                        ),
                      },
                      ...(property.project
                        ? [
                            {
                              label: intl.formatMessage(m.project),
                              value: (
                                <Link href={paths.project.getHref(property.project.id)}>
                                  {property.project.name}
                                </Link>
                              ),
                            },
                          ]
                        : []),
                    ]}
                  />
                </DetailSection>
              </>
            }
          />
        </>
      )}
    </DetailPage>
  );
}
