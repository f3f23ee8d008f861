import type { EmploymentTypeCode, NhcPropertyTypeGroup, PropertyType } from '../../generated/model';
import type { Localized } from '../lib/http';

/** Reference lists of the lookups calls (bilingual; answered in the language of the request). */
type Coded<C extends string = string> = { code: C; name: Localized };

export const countryCodes: (Coded & { dial: string })[] = [
  { code: 'SA', dial: '+966', name: { ar: 'المملكة العربية السعودية', en: 'Saudi Arabia' } },
  {
    code: 'AE',
    dial: '+971',
    name: { ar: 'الإمارات العربية المتحدة', en: 'United Arab Emirates' },
  },
  { code: 'KW', dial: '+965', name: { ar: 'الكويت', en: 'Kuwait' } },
  { code: 'BH', dial: '+973', name: { ar: 'البحرين', en: 'Bahrain' } },
  { code: 'QA', dial: '+974', name: { ar: 'قطر', en: 'Qatar' } },
  { code: 'OM', dial: '+968', name: { ar: 'عُمان', en: 'Oman' } },
];

export const nationalities: Coded[] = [
  { code: 'SAU', name: { ar: 'سعودي', en: 'Saudi' } },
  { code: 'ARE', name: { ar: 'إماراتي', en: 'Emirati' } },
  { code: 'KWT', name: { ar: 'كويتي', en: 'Kuwaiti' } },
  { code: 'BHR', name: { ar: 'بحريني', en: 'Bahraini' } },
  { code: 'QAT', name: { ar: 'قطري', en: 'Qatari' } },
  { code: 'OMN', name: { ar: 'عُماني', en: 'Omani' } },
  { code: 'EGY', name: { ar: 'مصري', en: 'Egyptian' } },
  { code: 'JOR', name: { ar: 'أردني', en: 'Jordanian' } },
  { code: 'SYR', name: { ar: 'سوري', en: 'Syrian' } },
  { code: 'LBN', name: { ar: 'لبناني', en: 'Lebanese' } },
  { code: 'YEM', name: { ar: 'يمني', en: 'Yemeni' } },
  { code: 'SDN', name: { ar: 'سوداني', en: 'Sudanese' } },
  { code: 'PAK', name: { ar: 'باكستاني', en: 'Pakistani' } },
  { code: 'IND', name: { ar: 'هندي', en: 'Indian' } },
  { code: 'OTH', name: { ar: 'أخرى', en: 'Other' } },
];

export const maritalStatuses: Coded[] = [
  { code: 'single', name: { ar: 'أعزب', en: 'Single' } },
  { code: 'married', name: { ar: 'متزوج', en: 'Married' } },
  { code: 'divorced', name: { ar: 'مطلق', en: 'Divorced' } },
  { code: 'widowed', name: { ar: 'أرمل', en: 'Widowed' } },
];

export const employmentTypes: (Coded<EmploymentTypeCode> & { subTypes?: Coded[] })[] = [
  { code: 'government', name: { ar: 'حكومي', en: 'Government' } },
  { code: 'semi_government', name: { ar: 'شبه حكومي', en: 'Semi-government' } },
  { code: 'private', name: { ar: 'قطاع خاص', en: 'Private sector' } },
  {
    code: 'military',
    name: { ar: 'عسكري', en: 'Military' },
    subTypes: [
      { code: 'officer', name: { ar: 'ضابط', en: 'Officer' } },
      { code: 'non_commissioned', name: { ar: 'فرد', en: 'Non-commissioned' } },
    ],
  },
  { code: 'businessman', name: { ar: 'أعمال حرة', en: 'Self-employed' } },
  {
    code: 'retiree_ppa',
    name: { ar: 'متقاعد - المؤسسة العامة للتقاعد', en: 'Retired - Public Pension Agency' },
  },
  { code: 'retiree_gosi', name: { ar: 'متقاعد - التأمينات الاجتماعية', en: 'Retired - GOSI' } },
  { code: 'unemployed', name: { ar: 'لا يعمل', en: 'Not employed' } },
];

/** Property types with their group and the purposes they are offered for. */
export const propertyTypes: (Coded<PropertyType> & {
  group: NhcPropertyTypeGroup;
  rentOnly?: boolean;
})[] = [
  { code: 'house', name: { ar: 'فيلا', en: 'Villa' }, group: 'villa' },
  { code: 'flat', name: { ar: 'دور', en: 'Floor' }, group: 'apartment' },
  { code: 'apartment', name: { ar: 'شقة', en: 'Apartment' }, group: 'apartment' },
  { code: 'studio', name: { ar: 'استوديو', en: 'Studio' }, group: 'apartment' },
  {
    code: 'hotel_apartment',
    name: { ar: 'شقة فندقية', en: 'Hotel apartment' },
    group: 'apartment',
    rentOnly: true,
  },
  { code: 'room', name: { ar: 'غرفة', en: 'Room' }, group: 'other', rentOnly: true },
  { code: 'other', name: { ar: 'أخرى', en: 'Other' }, group: 'other' },
];

export const isNationality = (code: unknown) => nationalities.some((item) => item.code === code);
export const isMaritalStatus = (code: unknown) =>
  maritalStatuses.some((item) => item.code === code);
