import { useIntl } from 'react-intl';
import {
  useGetAgency,
  useListProjects,
  useListProperties,
} from '@generated/api/catalogue/catalogue';
import { ExternalLink } from '@/components/external-link';
import { EmptyState } from '@/components/status';
import { Badge } from '@/components/badge';
import { CardGrid } from '@/components/card';
import { PropertyCard } from '../components/property-card';
import { QueryState } from '../components/query-state';
import { DetailSection, Facts, Paragraphs, type Fact } from './detail-layout';
import { detailMessages } from '../messages/detail';
import { DetailPage } from './detail-page';
import { agencyHead } from './listing-head';
import { agencyMessages as m, projectMessages } from '../messages/entity';
import { ProjectCardWithSave } from '../components/project-card-with-save';
import { AGENCY_LISTINGS } from '../use-query-state';

type Props = { id: number; title: string; description: string };

function AgencyListings({ agencyId }: { agencyId: number }) {
  const intl = useIntl();
  const projects = useListProjects({ agency: agencyId, page_size: AGENCY_LISTINGS });
  const properties = useListProperties({ agency: agencyId, page_size: AGENCY_LISTINGS });
  return (
    <>
      <DetailSection title={intl.formatMessage(m.projects)}>
        <QueryState query={projects}>
          {() =>
            projects.data?.results.length ? (
              <CardGrid>
                {projects.data.results.map((project) => (
                  <li key={project.id}>
                    <ProjectCardWithSave project={project} />
                  </li>
                ))}
              </CardGrid>
            ) : (
              <EmptyState message={intl.formatMessage(m.noProjects)} />
            )
          }
        </QueryState>
      </DetailSection>
      <DetailSection title={intl.formatMessage(m.properties)}>
        <QueryState query={properties}>
          {() =>
            properties.data?.results.length ? (
              <CardGrid>
                {properties.data.results.map((property) => (
                  <li key={property.id}>
                    <PropertyCard property={property} />
                  </li>
                ))}
              </CardGrid>
            ) : (
              <EmptyState message={intl.formatMessage(m.noProperties)} />
            )
          }
        </QueryState>
      </DetailSection>
    </>
  );
}

export function AgencyDetail({ id, title, description }: Props) {
  const intl = useIntl();
  const query = useGetAgency(id);
  return (
    <DetailPage
      query={query}
      kind="other"
      title={title}
      description={description}
      crumbs={[]}
      titleOf={(agency) => agency.name}
      headOf={(agency) =>
        agencyHead({
          name: agency.name,
          logo: agency.logo?.url,
          phone: agency.phone,
          city: agency.city?.name,
        })
      }
    >
      {(agency) => {
        const ltr = (value: string) => <bdi dir="ltr">{value}</bdi>;
        const facts = (
          [
            agency.city && { label: intl.formatMessage(m.city), value: agency.city.name },
            agency.commercial_registration && {
              label: intl.formatMessage(projectMessages.commercialRegistration),
              value: ltr(agency.commercial_registration),
            },
            agency.fal_license_number && {
              label: intl.formatMessage(m.fal),
              value: ltr(agency.fal_license_number),
            },
            agency.phone && {
              label: intl.formatMessage(m.phone),
              value: <a href={`tel:${agency.phone}`}>{ltr(agency.phone)}</a>,
            },
            agency.email && {
              label: intl.formatMessage(projectMessages.email),
              value: <a href={`mailto:${agency.email}`}>{ltr(agency.email)}</a>,
            },
            agency.website && {
              label: intl.formatMessage(projectMessages.website),
              value: <ExternalLink url={agency.website} />,
            },
          ] as (Fact | '' | undefined)[]
        ).filter((fact): fact is Fact => Boolean(fact));
        return (
          <>
            {agency.verified && (
              <Badge $tone="success">{intl.formatMessage(detailMessages.verified)}</Badge>
            )}
            {agency.description && (
              <DetailSection title={intl.formatMessage(m.about)}>
                <Paragraphs text={agency.description} />
              </DetailSection>
            )}
            <DetailSection title={intl.formatMessage(m.contact)}>
              <Facts facts={facts} />
            </DetailSection>
            <AgencyListings agencyId={agency.id} />
          </>
        );
      }}
    </DetailPage>
  );
}
