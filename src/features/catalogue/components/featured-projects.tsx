import { Link } from 'wouter';
import { useListProjects } from '@generated/api/catalogue/catalogue';
import { paths } from '@/config/paths';
import { FEATURED_PROJECTS } from '../featured';
import { CardGrid } from '@/components/card';
import { QueryState } from './query-state';
import { ProjectCardWithSave } from './project-card-with-save';

/** The home page's projects section: the projects with the most units available. */
export default function FeaturedProjects({ allLabel }: { allLabel: string }) {
  const query = useListProjects(FEATURED_PROJECTS);
  return (
    <QueryState query={query}>
      {() => (
        <>
          <CardGrid>
            {query.data?.results.map((project) => (
              <li key={project.id}>
                <ProjectCardWithSave project={project} />
              </li>
            ))}
          </CardGrid>
          <p>
            <Link href={paths.projects.getHref()}>{allLabel}</Link>
          </p>
        </>
      )}
    </QueryState>
  );
}
