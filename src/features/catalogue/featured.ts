import type { ListProjectsParams } from '@generated/model';

/** The projects the home page features: those with the most units available. */
export const FEATURED_PROJECTS: ListProjectsParams = { page_size: 6, ordering: '-units_available' };
