import type { ComponentProps } from 'react';
import { ProjectCard } from '@/entities/project';
import { SaveButton } from '@/entities/saved-home';

/** A project card with its save heart (lists, the home page's featured projects, an agency). */
export function ProjectCardWithSave(props: Omit<ComponentProps<typeof ProjectCard>, 'action'>) {
  const { project } = props;
  return (
    <ProjectCard
      {...props}
      action={<SaveButton listing={{ kind: 'project', id: project.id, title: project.name }} />}
    />
  );
}
