import { useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/status';
import { ButtonLink } from '@/components/button-link';
import { detailMessages as m } from '../messages/detail';

export type MissingKind = 'property' | 'unit' | 'project' | 'other';

const texts = {
  property: [m.notFoundProperty, m.backToProperties, paths.properties.getHref()],
  unit: [m.notFoundUnit, m.backToUnits, paths.units.getHref()],
  project: [m.notFoundProject, m.backToProjects, paths.projects.getHref()],
  other: [m.notFoundOther, m.backToProjects, paths.projects.getHref()],
} as const;

/** "No longer available or deleted", with the way back to the list. */
export function NotFoundState({ kind }: { kind: MissingKind }) {
  const intl = useIntl();
  const [message, back, href] = texts[kind];
  return (
    <EmptyState
      message={intl.formatMessage(message)}
      action={
        <ButtonLink $variant="secondary" href={href}>
          {intl.formatMessage(back)}
        </ButtonLink>
      }
    />
  );
}
