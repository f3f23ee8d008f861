import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useGetUnitDesign } from '@generated/api/catalogue/catalogue';
import { breadcrumbMessages } from '@/components/breadcrumbs';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/lib/format/money';
import { UnitList } from '../components/unit-list';
import { characteristicMessages as c, unitsMessages as u } from '../messages/characteristics';
import { DetailColumns, DetailSection, Facts, Paragraphs } from './detail-layout';
import { detailMessages } from '../messages/detail';
import { DetailPage } from './detail-page';
import { designMessages as m, projectMessages } from '../messages/entity';
import { Gallery } from './gallery';
import { safeApiUrl } from '@/lib/navigation/safe-url';
import { useListingHead } from './listing-head';

type Props = { id: number; title: string; description: string };

export function UnitDesignDetail({ id, title, description }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const query = useGetUnitDesign(id);
  const project = query.data?.project;
  const listingHead = useListingHead();
  return (
    <DetailPage
      query={query}
      kind="other"
      title={title}
      description={description}
      crumbs={[
        { label: intl.formatMessage(breadcrumbMessages.projects), href: paths.projects.getHref() },
        ...(project ? [{ label: project.name, href: paths.project.getHref(project.id) }] : []),
      ]}
      titleOf={(design) => design.name}
      headOf={(design) =>
        listingHead({
          name: design.name,
          description,
          price: design.price_from,
          image: design.images[0]?.url,
          place: design.project.name,
          available: design.units_available > 0,
        })
      }
    >
      {(design) => (
        <>
          <Gallery
            images={design.images}
            title={design.name}
            floorPlans={design.floor_plan ? [design.floor_plan] : []}
          />
          <DetailColumns>
            <div>
              <DetailSection title={intl.formatMessage(detailMessages.about)}>
                <Paragraphs text={design.description} />
              </DetailSection>
              {design.floor_plan && (
                <DetailSection title={intl.formatMessage(m.floorPlan)}>
                  <img
                    src={safeApiUrl(design.floor_plan.url)}
                    width={design.floor_plan.width}
                    height={design.floor_plan.height}
                    alt={
                      design.floor_plan.alt ||
                      intl.formatMessage(m.floorPlanAlt, { name: design.name })
                    }
                    loading="lazy"
                    decoding="async"
                  />
                </DetailSection>
              )}
            </div>
            <DetailSection title={intl.formatMessage(m.facts)}>
              <Facts
                facts={[
                  {
                    label: intl.formatMessage(detailMessages.project),
                    value: (
                      <Link href={paths.project.getHref(design.project.id)}>
                        {design.project.name}
                      </Link>
                    ),
                  },
                  {
                    label: intl.formatMessage(c.bedrooms),
                    value: intl.formatNumber(design.bedrooms),
                  },
                  {
                    label: intl.formatMessage(c.bathrooms),
                    value: intl.formatNumber(design.bathrooms),
                  },
                  {
                    label: intl.formatMessage(c.living_rooms),
                    value: intl.formatNumber(design.living_rooms),
                  },
                  {
                    label: intl.formatMessage(c.total_area),
                    value: intl.formatMessage(u.squareMetres, { value: design.area }),
                  },
                  {
                    label: intl.formatMessage(projectMessages.unitsTotal),
                    value: intl.formatNumber(design.units_total),
                  },
                  {
                    label: intl.formatMessage(projectMessages.unitsAvailable),
                    value: intl.formatNumber(design.units_available),
                  },
                  ...(design.price_from !== undefined
                    ? [
                        {
                          label: intl.formatMessage(detailMessages.price),
                          value: formatMoney(design.price_from),
                        },
                      ]
                    : []),
                ]}
              />
            </DetailSection>
          </DetailColumns>
          <DetailSection title={intl.formatMessage(m.units)}>
            <UnitList
              filter={{ unit_design: design.id }}
              emptyText={intl.formatMessage(m.noUnits)}
            />
          </DetailSection>
        </>
      )}
    </DetailPage>
  );
}
