import { defineMessages } from '@/i18n/define-messages';
import { pageTitles } from '@/config/page-titles';
import { sharedMessages } from '@/i18n/shared-messages';
import { formMessages } from '@/components/form/messages';
import { filterMessages } from '@/features/catalogue/messages/catalogue';

export const projectMessages = {
  ...defineMessages({
    about: {
      id: 'catalogue.project.about',
      defaultMessage: 'About the project',
      description: 'Section heading',
    },
    type: { id: 'catalogue.project.type', defaultMessage: 'Type', description: 'Project fact' },
    buildings: {
      id: 'catalogue.project.buildings',
      defaultMessage: 'Buildings',
      description: 'Project fact',
    },
    unitsTotal: {
      id: 'catalogue.project.unitsTotal',
      defaultMessage: 'Total units',
      description: 'Project fact',
    },
    unitsAvailable: {
      id: 'catalogue.project.unitsAvailable',
      defaultMessage: 'Available units',
      description: 'Project fact',
    },
    priceRange: {
      id: 'catalogue.project.priceRange',
      defaultMessage: 'Prices',
      description: 'Project fact',
    },
    priceRangeValue: {
      id: 'catalogue.project.priceRangeValue',
      defaultMessage: '{from} to {to}',
      description: 'A price range',
    },
    completion: {
      id: 'catalogue.project.completion',
      defaultMessage: 'Completion',
      description: 'Project fact',
    },
    commercialRegistration: {
      id: 'catalogue.project.commercialRegistration',
      defaultMessage: 'Commercial registration',
      description: 'Project fact',
    },
    developer: {
      id: 'catalogue.project.developer',
      defaultMessage: 'Developer',
      description: 'Section heading: the agency',
    },
    website: {
      id: 'catalogue.project.website',
      defaultMessage: 'Website',
      description: 'Agency fact',
    },
    documents: {
      id: 'catalogue.project.documents',
      defaultMessage: 'Documents',
      description: 'Section heading',
    },
    documentSize: {
      id: 'catalogue.project.documentSize',
      defaultMessage: '({size})',
      description: 'File size, formatted: "320 KB", "1.5 MB"',
    },
    seeUnits: {
      id: 'catalogue.project.seeUnits',
      defaultMessage: 'See units',
      description: "Link on a project's bar on phones to its list of units",
    },
    units: {
      id: 'catalogue.project.units',
      defaultMessage: 'Units of this project',
      description: 'Section heading',
    },
    noUnits: {
      id: 'catalogue.project.noUnits',
      defaultMessage: 'There are no units for this project.',
      description: 'Empty state',
    },
  }),
  overview: sharedMessages.overview,
  readiness: filterMessages.readiness,
  email: sharedMessages.email,
  unitDesigns: pageTitles.unitDesigns,
};

export const agencyMessages = {
  ...defineMessages({
    about: {
      id: 'catalogue.agency.about',
      defaultMessage: 'About the agency',
      description: 'Section heading',
    },
    contact: {
      id: 'catalogue.agency.contact',
      defaultMessage: 'Contact and licences',
      description: 'Section heading',
    },
    phone: { id: 'catalogue.agency.phone', defaultMessage: 'Phone', description: 'Agency fact' },
    fal: {
      id: 'catalogue.agency.fal',
      defaultMessage: 'Brokerage (FAL) licence',
      description: 'Agency fact',
    },
    projects: {
      id: 'catalogue.agency.projects',
      defaultMessage: 'Projects by this agency',
      description: 'Section heading',
    },
    properties: {
      id: 'catalogue.agency.properties',
      defaultMessage: 'Properties by this agency',
      description: 'Section heading',
    },
    noProjects: {
      id: 'catalogue.agency.noProjects',
      defaultMessage: 'This agency has no published projects.',
      description: 'Empty state',
    },
    noProperties: {
      id: 'catalogue.agency.noProperties',
      defaultMessage: 'This agency has no published properties.',
      description: 'Empty state',
    },
  }),
  city: formMessages.city,
};

export const designMessages = defineMessages({
  floorPlan: {
    id: 'catalogue.design.floorPlan',
    defaultMessage: 'Floor plan',
    description: 'Section heading',
  },
  floorPlanAlt: {
    id: 'catalogue.design.floorPlanAlt',
    defaultMessage: 'Floor plan of {name}',
    description: 'Alt text',
  },
  facts: { id: 'catalogue.design.facts', defaultMessage: 'Design', description: 'Section heading' },
  units: {
    id: 'catalogue.design.units',
    defaultMessage: 'Units of this design',
    description: 'Section heading',
  },
  noUnits: {
    id: 'catalogue.design.noUnits',
    defaultMessage: 'There are no units of this design.',
    description: 'Empty state',
  },
});
