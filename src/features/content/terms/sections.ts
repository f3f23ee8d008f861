import { termsSectionsEnd } from './sections-end';
import { termsSectionsStart } from './sections-start';

/** The sections of the terms and conditions, in order. */
export const termsSections = [...termsSectionsStart, ...termsSectionsEnd];
