// The project page's entry: its detail, without the other kinds' code.
export { ProjectDetail } from '../detail/project-detail';
