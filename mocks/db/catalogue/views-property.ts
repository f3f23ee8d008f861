import type { Property, PropertySummary } from '../../../generated/model';
import type { Lang } from '../../lib/http';
import { cityById, districtById, namedItem, regionById } from '../geo';
import { advertising, propertyReason } from './advertised';
import { agencies, projects, unitDesigns } from './store';
import type { MockProperty } from './types';
import { units } from './units-store';
import {
  characteristicsView,
  image,
  licenseView,
  perM2,
  registrationView,
  restrictionsView,
} from './views-parts';
import { agencySummary, designSummary, projectSummary } from './views';

/** A listing is reservable when it is a unit and that unit is listed with nobody holding it. */
export const isReservable = (property: MockProperty) =>
  property.unitId !== undefined && units.get(property.unitId)?.reservable === true;

export function propertySummary(property: MockProperty, lang: Lang): PropertySummary {
  const { characteristics: details } = property;
  return {
    id: property.id,
    title: property.title[lang],
    type: property.type,
    purpose: property.purpose,
    readiness: property.readiness,
    price: property.price,
    price_per_m2: perM2(property.price, details.total_area),
    cover_image: image(property.images[0]!, lang),
    location: property.location,
    city_name: cityById(property.cityId)!.name[lang],
    district_name: districtById(property.districtId)!.name[lang],
    bedrooms: details.bedrooms,
    bathrooms: details.bathrooms,
    total_area: details.total_area,
    agency_name: agencies.get(property.agencyId)!.name[lang],
    reservable: isReservable(property),
  };
}

export function propertyDetail(property: MockProperty, lang: Lang): Property {
  const summary = propertySummary(property, lang);
  const design = property.designId === undefined ? undefined : unitDesigns.get(property.designId);
  const project = property.projectId === undefined ? undefined : projects.get(property.projectId);
  return {
    id: summary.id,
    title: summary.title,
    description: property.description[lang],
    type: property.type,
    purpose: property.purpose,
    readiness: property.readiness,
    price: property.price,
    price_per_m2: summary.price_per_m2!,
    currency: 'SAR',
    images: property.images.map((item) => image(item, lang)),
    cover_image: summary.cover_image,
    location: property.location,
    region: namedItem(regionById(property.regionId)!, lang),
    city: namedItem(cityById(property.cityId)!, lang),
    district: namedItem(districtById(property.districtId)!, lang),
    address: property.address[lang],
    characteristics: characteristicsView(property.characteristics, lang),
    restrictions: restrictionsView(property.restrictions, lang),
    advertising_license: property.license && licenseView(property.license, lang),
    unit_design: design && designSummary(design, lang),
    registration: registrationView(property.registration, lang),
    agency: agencySummary(agencies.get(property.agencyId)!, lang),
    project: project && projectSummary(project, lang),
    unit_id: property.unitId,
    reservable: summary.reservable,
    financing_eligible: property.financing_eligible,
    published_at: property.published_at,
    updated_at: property.updated_at,
    ...advertising(propertyReason(property)),
  };
}
