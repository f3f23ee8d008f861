import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { UnitDesignSummary } from '@generated/model';
import { Card, CardBody, Facts, listingMessages as m, Muted, Price } from '@/components/card';
import { ListingImage } from '@/components/listing-image';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/lib/format/money';

export function UnitDesignCard({
  design,
  priority,
}: {
  design: UnitDesignSummary;
  priority?: boolean;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (
    <Card>
      <ListingImage image={design.cover_image} alt="" priority={priority} />
      <CardBody>
        <h3>
          <Link href={paths.unitDesign.getHref(design.id)}>{design.name}</Link>
        </h3>
        <Muted>{design.project_name}</Muted>
        {design.price_from !== undefined && (
          <Price>
            {intl.formatMessage(m.priceFrom, { price: formatMoney(design.price_from) })}
          </Price>
        )}
        <Facts>
          <li>{intl.formatMessage(m.bedrooms, { count: design.bedrooms })}</li>
          <li>{intl.formatMessage(m.bathrooms, { count: design.bathrooms })}</li>
          <li>{intl.formatMessage(m.area, { area: intl.formatNumber(design.area) })}</li>
        </Facts>
      </CardBody>
    </Card>
  );
}
