import { fileSize } from '@/components/form';
import { RecordView } from '@/entities/recently-viewed/record-view';
import { SaveButton } from '@/entities/saved-home';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useGetProject } from '@generated/api/catalogue/catalogue';
import type { Project } from '@generated/model';
import { breadcrumbMessages } from '@/components/breadcrumbs';
import { ExternalLink } from '@/components/external-link';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/lib/format/money';
import { useJoinPlace } from '@/lib/format/places';
import { CardGrid } from '@/components/card';
import { projectTypeMessages } from '@/entities/project';
import { UnitDesignCard } from '../components/unit-design-card';
import { UnitList } from '../components/unit-list';
import { readinessMessages } from '../messages/enums';
import { ActionBar } from './action-bar';
import { DetailColumns, DetailSection, Facts, Paragraphs } from './detail-layout';
import { detailMessages } from '../messages/detail';
import { DetailPage } from './detail-page';
import { projectMessages as m } from '../messages/entity';
import { Gallery } from './gallery';
import { LocationSection } from './location-section';
import { useListingHead } from './listing-head';

type Props = { id: number; title: string; description: string };

function ProjectFacts({ project }: { project: Project }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const joinPlace = useJoinPlace();
  const count = (value: number) => intl.formatNumber(value);
  const facts = [
    {
      label: intl.formatMessage(m.type),
      value: intl.formatMessage(projectTypeMessages[project.type]),
    },
    {
      label: intl.formatMessage(m.readiness),
      value: intl.formatMessage(readinessMessages[project.readiness]),
    },
    { label: intl.formatMessage(m.buildings), value: count(project.buildings_count) },
    { label: intl.formatMessage(m.unitsTotal), value: count(project.units_total) },
    { label: intl.formatMessage(m.unitsAvailable), value: count(project.units_available) },
    {
      label: intl.formatMessage(detailMessages.location),
      value: joinPlace([project.district?.name, project.city.name, project.region.name]),
    },
  ];
  if (project.price_from !== undefined && project.price_to !== undefined) {
    facts.push({
      label: intl.formatMessage(m.priceRange),
      value: intl.formatMessage(m.priceRangeValue, {
        from: formatMoney(project.price_from),
        to: formatMoney(project.price_to),
      }),
    });
  }
  if (project.completion_date) {
    facts.push({
      label: intl.formatMessage(m.completion),
      value: intl.formatDate(project.completion_date, { year: 'numeric', month: 'long' }),
    });
  }
  if (project.commercial_registration) {
    facts.push({
      label: intl.formatMessage(m.commercialRegistration),
      value: project.commercial_registration,
    });
  }
  return <Facts facts={facts} />;
}

function Developer({ project }: { project: Project }) {
  const intl = useIntl();
  const { agency } = project;
  return (
    <DetailSection title={intl.formatMessage(m.developer)}>
      <Facts
        facts={[
          {
            label: intl.formatMessage(detailMessages.agency),
            value: <Link href={paths.agency.getHref(agency.id)}>{agency.name}</Link>,
          },
          ...(agency.website
            ? [
                {
                  label: intl.formatMessage(m.website),
                  value: <ExternalLink url={agency.website} />,
                },
              ]
            : []),
          ...(agency.email
            ? [
                {
                  label: intl.formatMessage(m.email),
                  value: (
                    <a href={`mailto:${agency.email}`}>
                      <bdi dir="ltr">{agency.email}</bdi>
                    </a>
                  ),
                },
              ]
            : []),
        ]}
      />
    </DetailSection>
  );
}

const DocumentSize = styled.span`
  margin-inline-start: 8px;
`;

const saveListing = (project: { id: number; name: string }) =>
  ({ kind: 'project', id: project.id, title: project.name }) as const;

export function ProjectDetail({ id, title, description }: Props) {
  const intl = useIntl();
  const query = useGetProject(id);
  const formatMoney = useFormatMoney();
  const joinPlace = useJoinPlace();
  const listingHead = useListingHead();
  return (
    <DetailPage
      query={query}
      kind="project"
      title={title}
      description={description}
      crumbs={[
        { label: intl.formatMessage(breadcrumbMessages.projects), href: paths.projects.getHref() },
      ]}
      titleOf={(project) => project.name}
      headOf={(project) =>
        listingHead({
          name: project.name,
          description,
          price: project.price_from,
          priceTo: project.price_to,
          image: (project.cover_image ?? project.images[0])?.url,
          place: joinPlace([project.district?.name, project.city.name, project.region.name]),
          city: project.city.name,
          region: project.region.name,
          location: project.location,
          available: project.advertised,
        })
      }
      similarOf={() => [
        {
          label: intl.formatMessage(detailMessages.backToProjects),
          href: paths.projects.getHref(),
        },
      ]}
    >
      {(project) => (
        <>
          <RecordView
            listing={{
              kind: 'project',
              id: project.id,
              title: project.name,
              subtitle: project.city.name,
              price: project.price_from,
              image: project.cover_image ?? project.images[0],
            }}
          />
          <ActionBar
            price={
              project.price_from !== undefined && project.price_to !== undefined
                ? intl.formatMessage(m.priceRangeValue, {
                    from: formatMoney(project.price_from),
                    to: formatMoney(project.price_to),
                  })
                : ''
            }
            save={saveListing(project)}
            other={
              <a className="contact" href="#units">
                {intl.formatMessage(m.seeUnits)}
              </a>
            }
          />
          <Gallery
            images={
              project.images.length > 0
                ? project.images
                : project.cover_image
                  ? [project.cover_image]
                  : []
            }
            title={project.name}
          />
          <DetailColumns>
            <div>
              <DetailSection title={intl.formatMessage(m.about)}>
                <Paragraphs text={project.description} />
              </DetailSection>
              <LocationSection
                location={project.location}
                place={joinPlace([project.district?.name, project.city.name, project.region.name])}
              />
              {project.documents.length > 0 && (
                <DetailSection title={intl.formatMessage(m.documents)}>
                  <ul>
                    {project.documents.map((document) => (
                      <li key={document.id}>
                        <ExternalLink url={document.url}>{document.title}</ExternalLink>
                        {document.size_bytes !== undefined && (
                          <DocumentSize>
                            {intl.formatMessage(m.documentSize, {
                              size: fileSize(intl, document.size_bytes),
                            })}
                          </DocumentSize>
                        )}
                      </li>
                    ))}
                  </ul>
                </DetailSection>
              )}
            </div>
            <div>
              <DetailSection title={intl.formatMessage(m.overview)}>
                <SaveButton listing={saveListing(project)} variant="labelled" />
                <ProjectFacts project={project} />
              </DetailSection>
              <Developer project={project} />
            </div>
          </DetailColumns>
          {project.unit_designs.length > 0 && (
            <DetailSection title={intl.formatMessage(m.unitDesigns)}>
              <CardGrid>
                {project.unit_designs.map((design) => (
                  <li key={design.id}>
                    <UnitDesignCard design={design} />
                  </li>
                ))}
              </CardGrid>
            </DetailSection>
          )}
          <DetailSection title={intl.formatMessage(m.units)} testId="project-units" anchor="units">
            <UnitList filter={{ project: project.id }} emptyText={intl.formatMessage(m.noUnits)} />
          </DetailSection>
        </>
      )}
    </DetailPage>
  );
}
