import type {
  Agency,
  AgencySummary,
  Project,
  ProjectSummary,
  ReservationUnit,
  Unit,
  UnitDesign,
  UnitDesignSummary,
  UnitSummary,
} from '../../../generated/model';
import type { Lang } from '../../lib/http';
import { cityById, districtById, namedItem, regionById } from '../geo';
import {
  advertising,
  isAdvertisedProject,
  isAdvertisedProperty,
  projectReason,
  unitReason,
} from './advertised';
import { designStats, projectStats } from './stats';
import { agencies, projects, properties, unitDesigns } from './store';
import type { MockAgency, MockProject, MockUnit, MockUnitDesign } from './types';
import { units } from './units-store';
import {
  characteristicsView,
  image,
  licenseView,
  perM2,
  registrationView,
  restrictionsView,
} from './views-parts';

export const agencySummary = (agency: MockAgency, lang: Lang): AgencySummary => ({
  id: agency.id,
  name: agency.name[lang],
  logo: image(agency.logo, lang),
  verified: agency.verified,
});

export function agencyDetail(agency: MockAgency, lang: Lang): Agency {
  const { cityId, name, description, logo, ...rest } = agency;
  return {
    ...rest,
    name: name[lang],
    description: description[lang],
    logo: image(logo, lang),
    city: namedItem(cityById(cityId)!, lang),
    // What its lists count: only the advertised.
    projects_count: [...projects.values()].filter(
      (project) => project.agencyId === agency.id && isAdvertisedProject(project),
    ).length,
    properties_count: [...properties.values()].filter(
      (property) => property.agencyId === agency.id && isAdvertisedProperty(property),
    ).length,
  };
}

export function projectSummary(project: MockProject, lang: Lang): ProjectSummary {
  const { units_available, units_total, price_from } = projectStats(project.id);
  return {
    id: project.id,
    name: project.name[lang],
    type: project.type,
    cover_image: image(project.images[0]!, lang),
    city_name: cityById(project.cityId)!.name[lang],
    units_available,
    units_total,
    price_from,
  };
}

export function projectDetail(project: MockProject, lang: Lang): Project {
  const agency = agencies.get(project.agencyId)!;
  return {
    ...projectSummary(project, lang),
    ...projectStats(project.id),
    description: project.description[lang],
    images: project.images.map((item) => image(item, lang)),
    location: project.location,
    region: namedItem(regionById(project.regionId)!, lang),
    city: namedItem(cityById(project.cityId)!, lang),
    district: namedItem(districtById(project.districtId)!, lang),
    buildings_count: project.buildings_count,
    commercial_registration: project.commercial_registration,
    agency: { ...agencySummary(agency, lang), email: agency.email },
    documents: project.documents.map((document) => ({ ...document, title: document.title[lang] })),
    unit_designs: [...unitDesigns.values()]
      .filter((design) => design.projectId === project.id)
      .map((design) => designSummary(design, lang)),
    completion_date: project.completion_date,
    readiness: project.readiness,
    ...advertising(projectReason(project)),
  };
}

export function designSummary(design: MockUnitDesign, lang: Lang): UnitDesignSummary {
  const { units_available, price_from } = designStats(design.id);
  return {
    id: design.id,
    name: design.name[lang],
    project_id: design.projectId,
    project_name: projects.get(design.projectId)!.name[lang],
    cover_image: image(design.images[0]!, lang),
    floor_plan: image(design.floor_plan, lang),
    bedrooms: design.bedrooms,
    bathrooms: design.bathrooms,
    area: design.area,
    price_from,
    units_available,
  };
}

export function designDetail(design: MockUnitDesign, lang: Lang): UnitDesign {
  const { units_available, units_total, price_from } = designStats(design.id);
  return {
    id: design.id,
    name: design.name[lang],
    project: projectSummary(projects.get(design.projectId)!, lang),
    description: design.description[lang],
    images: design.images.map((item) => image(item, lang)),
    floor_plan: image(design.floor_plan, lang),
    bedrooms: design.bedrooms,
    bathrooms: design.bathrooms,
    living_rooms: design.living_rooms,
    area: design.area,
    price_from,
    units_available,
    units_total,
  };
}

export function unitSummary(unit: MockUnit, lang: Lang): UnitSummary {
  const project = projects.get(unit.project_id)!;
  return {
    id: unit.id,
    number: unit.number,
    title: unit.title[lang],
    project_id: unit.project_id,
    project_name: unit.project_name[lang],
    city_name: cityById(project.cityId)!.name[lang],
    district_name: districtById(project.districtId)!.name[lang],
    status: unit.status,
    price: unit.price,
    bedrooms: unit.bedrooms,
    total_area: unit.total_area,
    cover_image: image(unit.cover_image, lang),
    reservable: unit.reservable,
  };
}

export function unitDetail(unit: MockUnit, lang: Lang): Unit {
  return {
    ...unitSummary(unit, lang),
    description: unit.description?.[lang],
    project: projectSummary(projects.get(unit.project_id)!, lang),
    price_per_m2: perM2(unit.price, unit.total_area),
    floor: unit.floor,
    type: unit.type,
    readiness: unit.readiness,
    images: unit.images.map((item) => image(item, lang)),
    location: unit.location,
    characteristics: characteristicsView(unit.characteristics, lang),
    restrictions: restrictionsView(unit.restrictions, lang),
    advertising_license: licenseView(unit.license, lang),
    unit_design: designSummary(unitDesigns.get(unit.design_id)!, lang),
    district: namedItem(districtById(projects.get(unit.project_id)!.districtId)!, lang),
    registration: registrationView(unit.registration, lang),
    reservation_amount: unit.reservation_amount,
    ...advertising(unitReason(unit)),
  };
}

/** The short unit of a reservation (for the reservations handlers). */
export const reservationUnit = (unit: MockUnit, lang: Lang): ReservationUnit => ({
  id: unit.id,
  number: unit.number,
  title: unit.title[lang],
  project_name: unit.project_name[lang],
  cover_image: image(unit.cover_image, lang),
  price: unit.price,
});

/** Units the public may see (never `unlisted`). */
export const publicUnit = (id: number): MockUnit | undefined => {
  const unit = units.get(id);
  return unit && unit.status !== 'unlisted' ? unit : undefined;
};
