import type { ProjectType, PropertyReadiness } from '../../../generated/model';
import type { DesignKind } from './design-kinds';

export type ProjectRow = {
  id: number;
  name: [string, string];
  agencyId: number;
  districtId: number;
  type: ProjectType;
  readiness: PropertyReadiness;
  completion?: string;
  buildings: number;
  designs: DesignKind[];
  units: number;
};

/** The 12 published projects. District ids are cityId * 100 + n (see mocks/db/geo). */
export const PROJECT_ROWS: ProjectRow[] = [
  { id: 1, name: ['روابي النرجس', 'Rawabi Al Narjis'], agencyId: 1, districtId: 102, type: 'residential', readiness: 'sale_on_map', completion: '2027-06-30', buildings: 14, designs: ['villa', 'townhouse', 'apt3'], units: 14 },
  { id: 2, name: ['سكن الملقا', 'Al Malqa Residence'], agencyId: 1, districtId: 101, type: 'residential', readiness: 'ready_unit', completion: '2024-03-31', buildings: 4, designs: ['apt2', 'apt3', 'apt4'], units: 12 },
  { id: 3, name: ['حدائق حطين', 'Hittin Gardens'], agencyId: 8, districtId: 104, type: 'residential', readiness: 'ready_unit', completion: '2023-11-30', buildings: 10, designs: ['villa', 'duplex'], units: 8 },
  { id: 4, name: ['أبراج الشاطئ', 'Al Shati Towers'], agencyId: 9, districtId: 201, type: 'mixed', readiness: 'sale_on_map', completion: '2027-12-31', buildings: 2, designs: ['studio', 'apt2', 'apt3'], units: 12 },
  { id: 5, name: ['فلل خليج أبحر', 'Obhur Bay Villas'], agencyId: 9, districtId: 205, type: 'residential', readiness: 'ready_unit', completion: '2024-09-30', buildings: 9, designs: ['villa', 'duplex'], units: 8 },
  { id: 6, name: ['ضاحية العوالي', 'Al Awali Suburb'], agencyId: 5, districtId: 302, type: 'residential', readiness: 'sale_on_map', completion: '2026-12-31', buildings: 6, designs: ['apt2', 'apt3'], units: 10 },
  { id: 7, name: ['واحة قباء', 'Quba Oasis'], agencyId: 4, districtId: 401, type: 'residential', readiness: 'ready_unit', completion: '2024-06-30', buildings: 8, designs: ['apt3', 'townhouse'], units: 10 },
  { id: 8, name: ['مجمع الشاطئ الغربي', 'Al Shati Al Gharbi Compound'], agencyId: 3, districtId: 502, type: 'residential', readiness: 'ready_unit', completion: '2023-08-31', buildings: 12, designs: ['villa', 'townhouse'], units: 10 },
  { id: 9, name: ['مرتفعات الفيصلية', 'Al Faisaliyah Heights'], agencyId: 3, districtId: 501, type: 'residential', readiness: 'sale_on_map', completion: '2026-09-30', buildings: 3, designs: ['apt2', 'apt3', 'apt4'], units: 10 },
  { id: 10, name: ['أبراج كورنيش الخبر', 'Khobar Corniche Towers'], agencyId: 6, districtId: 605, type: 'mixed', readiness: 'sale_on_map', completion: '2028-03-31', buildings: 2, designs: ['apt2', 'apt3', 'apt4'], units: 10 },
  { id: 11, name: ['حدائق الراكة', 'Al Rakah Gardens'], agencyId: 6, districtId: 603, type: 'residential', readiness: 'ready_unit', completion: '2024-12-31', buildings: 8, designs: ['villa', 'duplex'], units: 8 },
  { id: 12, name: ['أضواء الياسمين', 'Adwa Al Yasmin'], agencyId: 8, districtId: 103, type: 'residential', readiness: 'ready_unit', completion: '2025-02-28', buildings: 5, designs: ['apt3', 'apt4', 'townhouse'], units: 8 },
];
