import type { Faker } from '@faker-js/faker';
import { cities, cityById, districtById, districtsOfCity, regionOfCity } from '../geo';
import {
  characteristics,
  deedOf,
  licenseFor,
  registration,
  restrictionsFor,
  SEED_DAY,
} from './details';
import { mediaImage } from './images';
import { listingAddress, listingDescription, listingTitle } from './listing-text';
import { PHOTO_ALTS } from './pools';
import { pricePerM2 } from './seed-projects';
import { planListing } from './seed-listings';
import type { MockAgency, MockProject, MockProperty, MockUnit } from './types';

export const FIRST_PROPERTY_ID = 1001;
export const PROPERTIES_TOTAL = 150;
const UNIT_LISTINGS_PER_PROJECT = 5;
const MAIN_CITIES = [1, 1, 1, 2, 2, 3, 4, 5, 6];
const BROKERS_BY_CITY: Record<number, number[]> = {
  1: [7, 8, 1],
  2: [2, 9, 8],
  3: [5, 2],
  4: [4, 8],
  5: [3, 8],
  6: [6, 3],
};
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const timestamp = (day: number, f: Faker) =>
  new Date(
    SEED_DAY + day * 86_400_000 + f.number.int({ min: 7, max: 21 }) * 3_600_000,
  ).toISOString();

function unitListing(
  f: Faker,
  id: number,
  unit: MockUnit,
  project: MockProject,
  agency: MockAgency,
): MockProperty {
  const city = cityById(project.cityId)!;
  const district = districtById(project.districtId)!;
  const day = -f.number.int({ min: 1, max: 240 });
  return {
    id,
    title: {
      ar: `${unit.title.ar} في ${project.name.ar}`,
      en: `${unit.title.en} in ${project.name.en}`,
    },
    description: listingDescription(f, city, district),
    type: unit.type,
    purpose: 'sale',
    readiness: unit.readiness,
    price: unit.price,
    images: unit.images,
    location: unit.location,
    regionId: project.regionId,
    cityId: project.cityId,
    districtId: project.districtId,
    address: listingAddress(f, city, district),
    characteristics: unit.characteristics,
    restrictions: unit.restrictions,
    license: { ...unit.license, advertiser: { ...unit.license.advertiser, name: agency.name } },
    registration: unit.registration,
    agencyId: agency.id,
    projectId: project.id,
    unitId: unit.id,
    designId: unit.design_id,
    financing_eligible: true,
    published_at: timestamp(day, f),
    updated_at: timestamp(day + f.number.int({ min: 0, max: Math.abs(day) }), f),
  };
}

function standaloneListing(
  f: Faker,
  id: number,
  cityId: number,
  agencies: Map<number, MockAgency>,
): MockProperty {
  const city = cityById(cityId)!;
  const district = f.helpers.arrayElement(districtsOfCity(cityId));
  const plan = planListing(f, (villa) => pricePerM2(cityId, villa));
  const agency = agencies.get(f.helpers.arrayElement(BROKERS_BY_CITY[cityId] ?? [7, 8]))!;
  const ageYears = plan.readiness === 'sale_on_map' ? undefined : f.number.int({ min: 0, max: 15 });
  const deed = deedOf(f);
  const day = -f.number.int({ min: 0, max: 300 });
  const restrictions = restrictionsFor(id);
  return {
    id,
    title: listingTitle(plan.type, plan.purpose, plan.bedrooms, district),
    description: listingDescription(f, city, district),
    type: plan.type,
    purpose: plan.purpose,
    readiness: plan.readiness,
    price: plan.price,
    images: [1, 2, 3, 4, 5].map((n) =>
      mediaImage('properties', id, n, PHOTO_ALTS[(n - 1) % PHOTO_ALTS.length]!),
    ),
    location: {
      lat: round4(district.center.lat + f.number.float({ min: -0.005, max: 0.005 })),
      lng: round4(district.center.lng + f.number.float({ min: -0.005, max: 0.005 })),
    },
    regionId: regionOfCity(cityId)!.id,
    cityId,
    districtId: district.id,
    address: listingAddress(f, city, district),
    characteristics: characteristics(f, {
      ...plan,
      total_area: plan.area,
      ageYears,
      neighborhood: { ar: `حي ${district.name.ar}`, en: district.name.en },
      unitNumber: plan.type === 'house' ? undefined : String(f.number.int({ min: 1, max: 40 })),
      deed,
    }),
    restrictions,
    license: id % 29 === 0 ? undefined : licenseFor(f, id, agency, plan.purpose, day),
    registration: registration(f, deed, ageYears ?? 0),
    agencyId: agency.id,
    financing_eligible: plan.purpose === 'sale' && !restrictions.halted,
    published_at: timestamp(day, f),
    updated_at: timestamp(day + f.number.int({ min: 0, max: Math.abs(day) }), f),
  };
}

export function seedProperties(
  f: Faker,
  seed: number,
  projects: MockProject[],
  units: MockUnit[],
  agencies: Map<number, MockAgency>,
): MockProperty[] {
  const properties: MockProperty[] = [];
  const nextId = () => {
    const id = FIRST_PROPERTY_ID + properties.length;
    f.seed(seed + id);
    return id;
  };
  for (const project of projects) {
    const listed = units.filter(
      (unit) => unit.project_id === project.id && unit.status !== 'unlisted',
    );
    for (const unit of listed.slice(0, UNIT_LISTINGS_PER_PROJECT)) {
      properties.push(unitListing(f, nextId(), unit, project, agencies.get(project.agencyId)!));
    }
  }
  const others = cities.filter((city) => city.id > 6).map((city) => city.id);
  for (let index = 0, other = 0; properties.length < PROPERTIES_TOTAL; index += 1) {
    const main = index % 10 < 7;
    const cityId = main
      ? MAIN_CITIES[index % MAIN_CITIES.length]!
      : others[(other++ * 7) % others.length]!;
    properties.push(standaloneListing(f, nextId(), cityId, agencies));
  }
  return properties;
}
