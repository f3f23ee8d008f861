import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ProjectSummary, UnitDesignSummary, UnitSummary } from '@generated/model';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/lib/money';
import { projectTypeMessages, unitStatusMessages } from '../enum-messages';
import { cardMessages as m } from '../messages';
import { Badge, Card, CardBody, Facts, MetaLine, Muted, Price } from './card';
import { ListingImage } from './listing-image';

export function ProjectCard({
  project,
  priority,
}: {
  project: ProjectSummary;
  priority?: boolean;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (
    <Card>
      <ListingImage image={project.cover_image} alt="" priority={priority} ratio="16 / 9" />
      <CardBody>
        <h3>
          <Link href={paths.project.getHref(project.id)}>{project.name}</Link>
        </h3>
        <MetaLine>
          <li>{intl.formatMessage(projectTypeMessages[project.type])}</li>
          <li>{project.city_name}</li>
        </MetaLine>
        {project.price_from !== undefined && (
          <Price>
            {intl.formatMessage(m.priceFrom, { price: formatMoney(project.price_from) })}
          </Price>
        )}
        <Muted>
          {intl.formatMessage(m.unitsAvailable, {
            available: intl.formatNumber(project.units_available),
            total: intl.formatNumber(project.units_total),
          })}
        </Muted>
      </CardBody>
    </Card>
  );
}

export function UnitCard({ unit, priority }: { unit: UnitSummary; priority?: boolean }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (
    <Card>
      <ListingImage image={unit.cover_image} alt="" priority={priority} />
      <CardBody>
        <h3>
          <Link href={paths.unit.getHref(unit.id)}>{unit.title}</Link>
        </h3>
        <MetaLine>
          <li>{intl.formatMessage(m.unitNumber, { number: unit.number })}</li>
          <li>{unit.project_name}</li>
        </MetaLine>
        <Price>{formatMoney(unit.price)}</Price>
        <Facts>
          {unit.bedrooms !== undefined && (
            <li>{intl.formatMessage(m.bedrooms, { count: unit.bedrooms })}</li>
          )}
          <li>{intl.formatMessage(m.area, { area: intl.formatNumber(unit.total_area) })}</li>
        </Facts>
        <Badge $tone={unit.reservable ? 'success' : 'muted'}>
          {intl.formatMessage(unitStatusMessages[unit.status])}
        </Badge>
      </CardBody>
    </Card>
  );
}

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
