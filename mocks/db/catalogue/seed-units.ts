import type { Faker } from '@faker-js/faker';
import type { UnitStatus } from '../../../generated/model';
import { districtById } from '../geo';
import { characteristics, deedOf, licenseFor, registration, restrictionsFor } from './details';
import { mediaImage } from './images';
import { PHOTO_ALTS } from './pools';
import { PROJECT_ROWS } from './project-rows';
import type { MockAgency, MockProject, MockUnit, MockUnitDesign } from './types';

export const FIRST_UNIT_ID = 501;

/**
 * The seeded status of units 501-620, one letter each (l listed, r reserved, s sold, u unlisted), fixed so that
 * documented test units never move: 501-502 listed, 503 reserved, 504 sold, 505 unlisted, project 3 (527-534)
 * sold out.
 */
const STATUS_TABLE = [
  'llrsulllllrllllrulrllllsrlrssrssrslllsll',
  'ulsllulsrllllllllslulllrlslslsrllullllll',
  'llrllllllllslrlrllrlllulllllllullllurlls',
].join('');
const STATUS_LETTERS: Record<string, UnitStatus> = {
  l: 'listed',
  r: 'reserved',
  s: 'sold',
  u: 'unlisted',
};
const statusOf = (id: number): UnitStatus =>
  STATUS_LETTERS[STATUS_TABLE[id - FIRST_UNIT_ID] ?? 'l']!;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function seedUnits(
  f: Faker,
  seed: number,
  projects: MockProject[],
  designs: MockUnitDesign[],
  agencies: Map<number, MockAgency>,
): MockUnit[] {
  const units: MockUnit[] = [];
  for (const row of PROJECT_ROWS) {
    const project = projects.find((item) => item.id === row.id)!;
    const projectDesigns = designs.filter((design) => design.projectId === row.id);
    const district = districtById(project.districtId)!;
    for (let index = 0; index < row.units; index += 1) {
      const id = FIRST_UNIT_ID + units.length;
      f.seed(seed + id);
      const design = projectDesigns[index % projectDesigns.length]!;
      const villa = design.type === 'house';
      const floor = villa ? undefined : Math.floor(index / 2) % 8;
      const number = villa
        ? `V-${String(index + 1).padStart(2, '0')}`
        : `${'ABC'[index % 3]}-${(floor ?? 0) + 1}${String((index % 4) + 1).padStart(2, '0')}`;
      const area = design.area + (villa ? f.number.int({ min: 0, max: 12 }) : 0);
      const factor = f.number.float({ min: 0.95, max: 1.12 }) * (1 + (floor ?? 0) * 0.01);
      const price = clamp(
        Math.round((design.basePrice * factor) / 1000) * 1000,
        villa ? 1_200_000 : 450_000,
        villa ? 6_000_000 : 1_800_000,
      );
      const [model, label] = design.name.ar.split(' - ');
      const [modelEn, labelEn] = design.name.en.split(' - ');
      const ready = project.readiness === 'ready_unit';
      const ageYears = ready ? f.number.int({ min: 0, max: 2 }) : undefined;
      const deed = deedOf(f);
      const status = statusOf(id);
      const images = [1, 2, 3, 4].map((n) =>
        mediaImage('units', id, n, PHOTO_ALTS[(n - 1) % PHOTO_ALTS.length]!),
      );
      units.push({
        id,
        number,
        title: { ar: `${label} - ${model}`, en: `${labelEn} - ${modelEn}` },
        project_id: project.id,
        project_name: project.name,
        design_id: design.id,
        status,
        reservable: status === 'listed', // and a valid licence: below
        price,
        reservation_amount: villa ? 10_000 : 5_000,
        type: design.type,
        readiness: project.readiness,
        floor,
        total_area: area,
        bedrooms: design.bedrooms,
        bathrooms: design.bathrooms,
        cover_image: images[0]!,
        images,
        location: {
          lat: round4(project.location.lat + f.number.float({ min: -0.0015, max: 0.0015 })),
          lng: round4(project.location.lng + f.number.float({ min: -0.0015, max: 0.0015 })),
        },
        characteristics: characteristics(f, {
          type: design.type,
          purpose: 'sale',
          total_area: area,
          bedrooms: design.bedrooms,
          bathrooms: design.bathrooms,
          living_rooms: design.living_rooms,
          floors: villa ? (design.area > 420 ? 3 : 2) : 1,
          ageYears,
          neighborhood: { ar: `حي ${district.name.ar}`, en: district.name.en },
          unitNumber: number,
          deed,
        }),
        restrictions: restrictionsFor(id),
        registration: registration(f, deed, ageYears ?? 0),
        license: licenseFor(
          f,
          id,
          agencies.get(project.agencyId)!,
          'sale',
          -f.number.int({ min: 5, max: 200 }),
        ),
      });
    }
  }
  // REGA takes an ad whose licence has expired off the market: such a unit cannot be reserved.
  for (const unit of units) unit.reservable &&= unit.license.is_valid;
  return units;
}
