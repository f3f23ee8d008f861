import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ProjectSummary } from '@generated/model';
import { Card, CardBody, listingMessages, MetaLine, Muted, Price } from '@/components/card';
import { ListingImage } from '@/components/listing-image';
import { paths } from '@/config/paths';
import { defineMessages } from '@/i18n/define-messages';
import { useFormatMoney } from '@/lib/format/money';

/** The one name of each type of project. */
export const projectTypeMessages = defineMessages({
  residential: {
    id: 'shared.project.type.residential',
    defaultMessage: 'Residential',
    description: 'Project type',
  },
  commercial: {
    id: 'shared.project.type.commercial',
    defaultMessage: 'Commercial',
    description: 'Project type',
  },
  mixed: {
    id: 'shared.project.type.mixed',
    defaultMessage: 'Mixed use',
    description: 'Project type',
  },
});

const m = defineMessages({
  unitsAvailable: {
    id: 'shared.project.unitsAvailable',
    defaultMessage: '{available} of {total} units available',
    description: 'Project card fact: units that can be reserved, of all its units',
  },
});

/** The aspect ratio of a project card's cover (its loading state's too). */
export const PROJECT_CARD_RATIO = '16 / 9';

/** A project in a list: cover, name linking to its page, type and city, lowest price, units; `action` over the cover. */
export function ProjectCard({
  project,
  priority,
  action,
}: {
  project: ProjectSummary;
  priority?: boolean;
  action?: ReactNode;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (
    <Card>
      <ListingImage
        image={project.cover_image}
        alt=""
        priority={priority}
        ratio={PROJECT_CARD_RATIO}
      />
      {action}
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
            {intl.formatMessage(listingMessages.priceFrom, {
              price: formatMoney(project.price_from),
            })}
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
