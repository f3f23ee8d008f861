import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { UnitSummary } from '@generated/model';
import { Card, CardBody, Facts, listingMessages as m, MetaLine, Price } from '@/components/card';
import { ListingImage } from '@/components/listing-image';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/lib/format/money';
import { useJoinPlace } from '@/lib/format/places';
import { unitMessages, UnitStatusBadge } from './status';

/**
 * A unit in a list: photo, title linking to its page, number, project and place, price, facts,
 * status; `action` sits over the photo (the save heart), `footer` under the facts (compare).
 */
export function UnitCard({
  unit,
  priority,
  action,
  budget,
  footer,
}: {
  unit: UnitSummary;
  priority?: boolean;
  action?: ReactNode;
  /** Under the price: how it fits the saved budget. */
  budget?: ReactNode;
  footer?: ReactNode;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const joinPlace = useJoinPlace();
  return (
    <Card>
      <ListingImage image={unit.cover_image} alt="" priority={priority} />
      {action}
      <CardBody>
        <h3>
          <Link href={paths.unit.getHref(unit.id)}>{unit.title}</Link>
        </h3>
        <MetaLine>
          <li>{intl.formatMessage(unitMessages.number, { number: unit.number })}</li>
          <li>{unit.project_name}</li>
          <li data-testid="card-place">{joinPlace([unit.district_name, unit.city_name])}</li>
        </MetaLine>
        <Price data-testid="card-price">{formatMoney(unit.price)}</Price>
        {budget}
        <Facts>
          {unit.bedrooms !== undefined && (
            <li>{intl.formatMessage(m.bedrooms, { count: unit.bedrooms })}</li>
          )}
          <li>{intl.formatMessage(m.area, { area: intl.formatNumber(unit.total_area) })}</li>
        </Facts>
        <UnitStatusBadge unit={unit} />
        {footer}
      </CardBody>
    </Card>
  );
}
