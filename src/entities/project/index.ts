export { PROJECT_CARD_RATIO, ProjectCard, projectTypeMessages } from './project-card';
