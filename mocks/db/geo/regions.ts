import type { GeoRow } from './types';

/** The 13 administrative regions (id, Arabic, English, approximate centre). */
export const REGION_ROWS: GeoRow[] = [
  [1, 'منطقة الرياض', 'Riyadh Region', 23.8, 45.6],
  [2, 'منطقة مكة المكرمة', 'Makkah Region', 21.5, 40.9],
  [3, 'منطقة المدينة المنورة', 'Madinah Region', 24.8, 39.5],
  [4, 'المنطقة الشرقية', 'Eastern Province', 24.6, 49.6],
  [5, 'منطقة القصيم', 'Al-Qassim Region', 26.1, 43.5],
  [6, 'منطقة حائل', "Ha'il Region", 27.4, 41.9],
  [7, 'منطقة تبوك', 'Tabuk Region', 27.6, 37.4],
  [8, 'منطقة الحدود الشمالية', 'Northern Borders Region', 30.3, 42.1],
  [9, 'منطقة جازان', 'Jazan Region', 17.2, 42.7],
  [10, 'منطقة نجران', 'Najran Region', 18.4, 46.7],
  [11, 'منطقة الباحة', 'Al-Bahah Region', 20.1, 41.5],
  [12, 'منطقة الجوف', 'Al-Jawf Region', 30.2, 39.5],
  [13, 'منطقة عسير', 'Asir Region', 19.2, 42.8],
];
