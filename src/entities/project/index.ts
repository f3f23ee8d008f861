export { ProjectCard, projectTypeMessages } from './project-card';
