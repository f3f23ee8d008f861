import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { PropertySummary } from '@generated/model';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/lib/format/money';
import { propertyTypeMessages, purposeMessages } from '../messages/enums';
import { Badge } from '@/components/badge';
import {
  Card,
  CardBody,
  Facts,
  listingMessages as m,
  MetaLine,
  Muted,
  Price,
} from '@/components/card';
import { ListingImage } from '@/components/listing-image';
import { useJoinPlace } from '@/lib/format/places';
import { SaveButton } from '@/entities/saved-home';
import { BudgetFit } from '@/entities/budget';
import { CompareToggle } from '@/entities/compare';

export function PropertyCard({
  property,
  priority,
}: {
  property: PropertySummary;
  priority?: boolean;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const joinPlace = useJoinPlace();
  const place = joinPlace([property.district_name, property.city_name]);
  return (
    <Card>
      <ListingImage
        image={property.cover_image}
        alt=""
        priority={priority}
        sizes="(min-width: 960px) 33vw, 100vw"
      />
      <SaveButton listing={{ kind: 'property', id: property.id, title: property.title }} />
      <CardBody>
        <h3>
          <Link href={paths.property.getHref(property.id)}>{property.title}</Link>
        </h3>
        <Price>{formatMoney(property.price)}</Price>
        {property.purpose === 'sale' && <BudgetFit price={property.price} />}
        {property.price_per_m2 !== undefined && (
          <Muted>
            {intl.formatMessage(m.perM2, { price: formatMoney(property.price_per_m2) })}
          </Muted>
        )}
        <MetaLine>
          <li>{intl.formatMessage(propertyTypeMessages[property.type])}</li>
          <li>{intl.formatMessage(purposeMessages[property.purpose])}</li>
          <li data-testid="card-place">{place}</li>
        </MetaLine>
        <Facts>
          {property.bedrooms !== undefined && (
            <li>{intl.formatMessage(m.bedrooms, { count: property.bedrooms })}</li>
          )}
          {property.bathrooms !== undefined && (
            <li>{intl.formatMessage(m.bathrooms, { count: property.bathrooms })}</li>
          )}
          <li>{intl.formatMessage(m.area, { area: intl.formatNumber(property.total_area) })}</li>
        </Facts>
        {property.reservable && <Badge $tone="success">{intl.formatMessage(m.reservable)}</Badge>}
        <CompareToggle item={{ kind: 'property', id: property.id }} title={property.title} />
      </CardBody>
    </Card>
  );
}
