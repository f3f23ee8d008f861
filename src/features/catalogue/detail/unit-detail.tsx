import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useGetUnit } from '@generated/api/catalogue/catalogue';
import { RecordView } from '@/entities/recently-viewed/record-view';
import { breadcrumbMessages } from '@/components/breadcrumbs';
import { paths } from '@/config/paths';
import { canReserve, reserveBlock, unitMessages, UnitStatusBadge } from '@/entities/unit';
import { useErrorText } from '@/lib/error-messages';
import { useJoinPlace } from '@/lib/format/places';
import { propertyTypeMessages, readinessMessages } from '../messages/enums';
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

export function UnitDetail({ id, title, description }: Props) {
  const intl = useIntl();
  const shareText = useShareText();
  const listingHead = useListingHead();
  const codeText = useErrorText();
  const joinPlace = useJoinPlace();
  const query = useGetUnit(id);
  const project = query.data?.project;
  return (
    <DetailPage
      query={query}
      kind="unit"
      title={title}
      description={description}
      crumbs={[
        { label: intl.formatMessage(breadcrumbMessages.projects), href: paths.projects.getHref() },
        ...(project ? [{ label: project.name, href: paths.project.getHref(project.id) }] : []),
      ]}
      titleOf={(unit) => unit.title}
      headOf={(unit) =>
        listingHead({
          name: unit.title,
          description,
          price: unit.price,
          image: unit.images[0]?.url,
          place: joinPlace([unit.project.name, unit.project.city_name]),
          city: unit.project.city_name,
          location: unit.location,
          available: unit.advertised,
        })
      }
      similarOf={(unit) => [
        {
          label: intl.formatMessage(m.similarInProject, { project: unit.project.name }),
          href: paths.project.getHref(unit.project.id),
        },
      ]}
      layout="listing"
    >
      {(unit) => (
        <>
          <RecordView
            listing={{
              kind: 'unit',
              id: unit.id,
              title: unit.title,
              subtitle: unit.project.name,
              price: unit.price,
              image: unit.images[0],
            }}
          />
          <DetailMeta>
            <li>{intl.formatMessage(unitMessages.number, { number: unit.number })}</li>
            <li>{intl.formatMessage(propertyTypeMessages[unit.type])}</li>
            <li>{intl.formatMessage(readinessMessages[unit.readiness])}</li>
            <li data-testid="detail-place">
              {joinPlace([unit.project.name, unit.project.city_name])}
            </li>
          </DetailMeta>
          <ListingBody
            listing={unit}
            place={joinPlace([unit.project.name, unit.project.city_name])}
            lead={
              <Gallery
                images={unit.images}
                title={unit.title}
                floorPlans={floorPlansOf(unit.unit_design)}
              />
            }
            aside={
              <>
                <PriceBox
                  price={unit.price}
                  pricePerM2={unit.price_per_m2}
                  reservationAmount={canReserve(unit) ? unit.reservation_amount : undefined}
                  reserveUnitId={canReserve(unit) ? unit.id : undefined}
                  notReservableReason={
                    reserveBlock(unit) === 'unit__license_expired'
                      ? codeText('unit__license_expired')
                      : undefined
                  }
                  phone={unit.advertising_license?.advertiser?.phone}
                  lead={{ listing_kind: 'unit', listing_id: unit.id }}
                  shareText={shareText(unit.title)}
                  shareTitle={unit.title}
                  save={{ kind: 'unit', id: unit.id, title: unit.title }}
                  financing
                >
                  <BudgetFit price={unit.price} detail />
                </PriceBox>
                <LazyPriceContext
                  kind="unit"
                  id={unit.id}
                  pricePerM2={unit.price_per_m2}
                  districtId={unit.district?.id}
                  type={unit.type}
                  sale
                />
                <DetailSection title={intl.formatMessage(m.project)}>
                  <Facts
                    facts={[
                      {
                        label: intl.formatMessage(m.project),
                        value: (
                          <Link href={paths.project.getHref(unit.project.id)}>
                            {unit.project.name}
                          </Link>
                        ),
                      },
                      {
                        label: intl.formatMessage(m.status),
                        value: <UnitStatusBadge unit={unit} />,
                      },
                      ...(unit.floor !== undefined
                        ? [
                            {
                              label: intl.formatMessage(m.floor),
                              value:
                                unit.floor === 0
                                  ? intl.formatMessage(m.groundFloor)
                                  : intl.formatNumber(unit.floor),
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
