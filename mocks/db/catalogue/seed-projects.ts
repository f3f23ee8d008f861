import type { Faker } from '@faker-js/faker';
import { cityOfDistrict, districtById } from '../geo';
import { DEFAULT_PRICE_PER_M2, DESIGN_KINDS, PRICE_PER_M2 } from './design-kinds';
import { mediaImage } from './images';
import { PROJECT_ROWS } from './project-rows';
import type { MockProject, MockUnitDesign } from './types';

const MODEL_LETTERS = ['A', 'B', 'C', 'D'];
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export const pricePerM2 = (cityId: number, villa: boolean) =>
  (PRICE_PER_M2[cityId] ?? DEFAULT_PRICE_PER_M2)[villa ? 1 : 0];

export function seedProjects(f: Faker): { projects: MockProject[]; designs: MockUnitDesign[] } {
  const projects: MockProject[] = [];
  const designs: MockUnitDesign[] = [];
  for (const row of PROJECT_ROWS) {
    const district = districtById(row.districtId)!;
    const city = cityOfDistrict(row.districtId)!;
    const [ar, en] = row.name;
    projects.push({
      id: row.id,
      name: { ar, en },
      type: row.type,
      description: {
        ar: `مشروع ${ar} في حي ${district.name.ar} بمدينة ${city.name.ar}، يضم ${row.buildings} مبانٍ بتصاميم عصرية.\nقريب من الطرق الرئيسية والخدمات، مع مساحات خضراء وممرات مشاة.`,
        en: `${en} in ${district.name.en}, ${city.name.en}: ${row.buildings} buildings with modern designs.\nClose to the main roads and services, with green spaces and walkways.`,
      },
      images: [1, 2, 3, 4].map((n) =>
        mediaImage('projects', row.id, n, { ar: `${ar} - صورة ${n}`, en: `${en} - picture ${n}` }),
      ),
      location: {
        lat: round4(district.center.lat + f.number.float({ min: -0.003, max: 0.003 })),
        lng: round4(district.center.lng + f.number.float({ min: -0.003, max: 0.003 })),
      },
      regionId: city.regionId,
      cityId: city.id,
      districtId: district.id,
      buildings_count: row.buildings,
      commercial_registration: String(1010200000 + row.id * 4421),
      agencyId: row.agencyId,
      documents: [
        {
          id: row.id * 10 + 1,
          title: { ar: 'كتيب المشروع', en: 'Project brochure' },
          url: `/media/projects/${row.id}/brochure.pdf`,
          content_type: 'application/pdf',
          size_bytes: f.number.int({ min: 900_000, max: 5_000_000 }),
        },
        {
          id: row.id * 10 + 2,
          title: { ar: 'قائمة الأسعار', en: 'Price list' },
          url: `/media/projects/${row.id}/price-list.pdf`,
          content_type: 'application/pdf',
          size_bytes: f.number.int({ min: 150_000, max: 400_000 }),
        },
      ],
      completion_date: row.completion,
      readiness: row.readiness,
    });
    row.designs.forEach((kind, index) => {
      const template = DESIGN_KINDS[kind];
      const id = designs.length + 1;
      const letter = MODEL_LETTERS[index]!;
      const area = f.number.int({ min: template.area[0], max: template.area[1] });
      const villa = template.type === 'house';
      designs.push({
        id,
        projectId: row.id,
        name: {
          ar: `نموذج ${letter} - ${template.label.ar}`,
          en: `Model ${letter} - ${template.label.en}`,
        },
        description: template.about,
        type: template.type,
        images: [1, 2, 3].map((n) =>
          mediaImage('unit-designs', id, n, {
            ar: `${template.label.ar} - صورة ${n}`,
            en: `${template.label.en} - picture ${n}`,
          }),
        ),
        floor_plan: mediaImage('unit-designs', id, 'floor-plan', {
          ar: `مخطط ${template.label.ar}`,
          en: `${template.label.en} floor plan`,
        }),
        bedrooms: template.bedrooms,
        bathrooms: template.bathrooms,
        living_rooms: template.living_rooms,
        area,
        basePrice: area * pricePerM2(city.id, villa),
      });
    });
  }
  return { projects, designs };
}
