import type { Faker } from '@faker-js/faker';
import type { PropertyFacade, PropertyPurpose, PropertyType } from '../../../generated/model';
import {
  AD_TYPE,
  AUTHORITIES,
  BOUNDARY_DESCRIPTIONS,
  CHANNELS,
  DEED_TYPES,
  FEATURES,
  GUARANTEES,
} from './pools';
import {
  LICENSE_CHANNEL,
  MODIFICATIONS,
  NO_RESTRICTIONS,
  RESTRICTION_NOTES,
  SERVICES,
} from './pools';
import type {
  Localized,
  MockAgency,
  MockCharacteristics,
  MockLicense,
  MockRegistration,
  MockRestrictions,
} from './types';

/** The fixed "today" of the seed: every seeded date is relative to it, so the data never drifts. */
export const SEED_DAY = Date.UTC(2026, 8, 1);
const DAY = 86_400_000;
export const seedDate = (daysFromSeedDay: number) =>
  new Date(SEED_DAY + daysFromSeedDay * DAY).toISOString().slice(0, 10);

const FACADES: PropertyFacade[] = [
  'north',
  'south',
  'east',
  'west',
  'north_east',
  'north_west',
  'south_east',
  'south_west',
  'multiple',
];
const VILLA_ONLY = new Set([
  "Driver's room",
  'Private roof',
  'Garden',
  'Swimming pool',
  'Roof annex',
  'Separate majlis',
]);
const APARTMENT_ONLY = new Set(['Elevator', 'Balcony', 'Security guard']);

export type CharacteristicsInput = {
  type: PropertyType;
  purpose: PropertyPurpose;
  total_area: number;
  bedrooms: number;
  bathrooms: number;
  living_rooms: number;
  floors: number;
  ageYears: number | undefined;
  neighborhood: Localized;
  unitNumber?: string;
  deed: { number: string; type: Localized };
};

export function characteristics(f: Faker, input: CharacteristicsInput): MockCharacteristics {
  const villa = input.type === 'house' || input.type === 'other';
  const features = FEATURES.filter((item) => !(villa ? APARTMENT_ONLY : VILLA_ONLY).has(item.en));
  const land = villa
    ? Math.round(input.total_area * f.number.float({ min: 0.75, max: 1.05 }))
    : undefined;
  const age = input.ageYears ?? 0;
  const sides = ['north', 'south', 'east', 'west'] as const;
  return {
    living_area: Math.round(input.total_area * 0.82),
    building_area: input.total_area,
    land_area: land,
    total_area: input.total_area,
    land_number: String(f.number.int({ min: 100, max: 4999 })),
    plan_number: String(f.number.int({ min: 1000, max: 3999 })),
    deed_number: input.deed.number,
    deed_type: input.deed.type,
    authorization_number: f.string.numeric({ length: 10, allowLeadingZeros: false }),
    building_date:
      input.ageYears === undefined
        ? undefined
        : seedDate(-age * 365 - f.number.int({ min: 20, max: 300 })),
    modifications:
      age > 5 && f.datatype.boolean(0.3) ? f.helpers.arrayElement(MODIFICATIONS) : undefined,
    owner_contact_number: f.datatype.boolean(0.4) ? `05${f.string.numeric(8)}` : undefined,
    advertisement_purpose: input.purpose,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    living_rooms: input.living_rooms,
    kitchen_type: f.helpers.arrayElement(['open', 'closed'] as const),
    floors: input.floors,
    features: f.helpers.arrayElements(features, { min: 2, max: 5 }),
    neighborhood: input.neighborhood,
    unit_number: input.unitNumber,
    facade: f.helpers.arrayElement(FACADES),
    services: SERVICES.slice(0, f.number.int({ min: 3, max: SERVICES.length })),
    age_years: age,
    building_code_compliant: age < 10 || f.datatype.boolean(0.5),
    boundaries_and_lengths: villa
      ? sides.map((side, index) => ({
          side,
          length_m:
            index < 2 ? f.helpers.arrayElement([15, 18, 20]) : f.helpers.arrayElement([20, 22, 25]),
          description: f.helpers.arrayElement(BOUNDARY_DESCRIPTIONS),
        }))
      : [],
    guarantees:
      age <= 2
        ? GUARANTEES.slice(0, villa ? 3 : 4).map((name, index) => ({
            name,
            duration_years: index === 0 ? 10 : 2,
          }))
        : [],
    street_width_m: f.helpers.arrayElement([12, 15, 20, 25, 30]),
  };
}

export function deedOf(f: Faker): { number: string; type: Localized } {
  return { number: `3${f.string.numeric(11)}`, type: f.helpers.arrayElement(DEED_TYPES) };
}

export function registration(
  f: Faker,
  deed: { number: string; type: Localized },
  ageYears: number,
): MockRegistration {
  return {
    deed_number: deed.number,
    deed_type: deed.type,
    registered_at: seedDate(-ageYears * 365 - f.number.int({ min: 1, max: 200 })),
    authority: f.helpers.arrayElement(AUTHORITIES),
  };
}

/** Documented: ids divisible by 11 are pawned, by 19 constrained, by 37 halted, by 41 under a will. */
export function restrictionsFor(id: number): MockRestrictions {
  const flags = {
    constrained: id % 19 === 0,
    pawned: id % 11 === 0,
    halted: id % 37 === 0,
    testament: id % 41 === 0,
  };
  const first = (Object.keys(flags) as (keyof typeof flags)[]).find((key) => flags[key]);
  return { ...flags, notes: first ? RESTRICTION_NOTES[first] : NO_RESTRICTIONS };
}

/** Documented: the licence of ids divisible by 13 has expired (`is_valid: false`). */
export function licenseFor(
  f: Faker,
  id: number,
  agency: MockAgency,
  purpose: PropertyPurpose,
  publishedDay: number,
): MockLicense {
  const expired = id % 13 === 0;
  const release = expired ? publishedDay - 500 : publishedDay;
  return {
    license_number: `72${String(id).padStart(8, '0')}`,
    unified_establishment_number: `700${String(agency.id).padStart(7, '0')}`,
    announcement_release_date: seedDate(release),
    license_expiry_date: seedDate(expired ? -120 : 1200),
    brokerage_marketing_license_number: agency.fal_license_number,
    advertising_channels: f.helpers.arrayElements(CHANNELS, { min: 1, max: 3 }),
    license_channel: LICENSE_CHANNEL,
    advertiser: {
      id: `700${String(agency.id).padStart(7, '0')}`,
      name: agency.name,
      phone: `05${f.string.numeric(8)}`,
    },
    advertising_type: AD_TYPE[purpose],
    release_date: seedDate(release),
    expiration_date: seedDate(expired ? release + 180 : 900),
    is_valid: !expired,
  };
}
