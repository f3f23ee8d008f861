import type { PropertyType } from '../../../generated/model';
import type { Localized } from './types';

export type DesignKind = 'villa' | 'duplex' | 'townhouse' | 'apt2' | 'apt3' | 'apt4' | 'studio';

export type DesignTemplate = {
  label: Localized;
  about: Localized;
  type: PropertyType;
  bedrooms: number;
  bathrooms: number;
  living_rooms: number;
  area: [number, number];
  floors: number;
};

export const DESIGN_KINDS: Record<DesignKind, DesignTemplate> = {
  villa: {
    label: { ar: 'فيلا دورين', en: 'Two-storey villa' },
    about: {
      ar: 'فيلا دورين بواجهة حديثة ومدخلين، مجلس رجال مستقل وصالة عائلية مفتوحة على المطبخ.',
      en: 'A two-storey villa with a modern facade and two entrances, a separate majlis and a family room open to the kitchen.',
    },
    type: 'house',
    bedrooms: 5,
    bathrooms: 5,
    living_rooms: 2,
    area: [300, 420],
    floors: 2,
  },
  duplex: {
    label: { ar: 'فيلا دوبلكس مع ملحق', en: 'Duplex villa with annex' },
    about: {
      ar: 'فيلا واسعة على ثلاثة مستويات مع ملحق علوي وحديقة خاصة.',
      en: 'A large villa on three levels with a roof annex and a private garden.',
    },
    type: 'house',
    bedrooms: 6,
    bathrooms: 6,
    living_rooms: 3,
    area: [420, 560],
    floors: 3,
  },
  townhouse: {
    label: { ar: 'تاون هاوس', en: 'Townhouse' },
    about: {
      ar: 'تاون هاوس عملي بدورين وسطح خاص، مناسب للعائلات الصغيرة.',
      en: 'A practical two-storey townhouse with a private roof, suited to small families.',
    },
    type: 'house',
    bedrooms: 4,
    bathrooms: 4,
    living_rooms: 1,
    area: [220, 280],
    floors: 2,
  },
  apt2: {
    label: { ar: 'شقة غرفتين', en: 'Two-bedroom apartment' },
    about: {
      ar: 'شقة بغرفتي نوم وصالة ومطبخ مفتوح، مع موقف سيارة.',
      en: 'An apartment with two bedrooms, a living room and an open kitchen, with a parking space.',
    },
    type: 'flat',
    bedrooms: 2,
    bathrooms: 2,
    living_rooms: 1,
    area: [95, 125],
    floors: 1,
  },
  apt3: {
    label: { ar: 'شقة ثلاث غرف', en: 'Three-bedroom apartment' },
    about: {
      ar: 'شقة عائلية بثلاث غرف نوم ومجلس وصالة، مع غرفة خادمة.',
      en: "A family apartment with three bedrooms, a majlis and a living room, plus a maid's room.",
    },
    type: 'apartment',
    bedrooms: 3,
    bathrooms: 3,
    living_rooms: 2,
    area: [135, 175],
    floors: 1,
  },
  apt4: {
    label: { ar: 'شقة أربع غرف', en: 'Four-bedroom apartment' },
    about: {
      ar: 'شقة واسعة بأربع غرف نوم وشرفتين وإطلالة مفتوحة.',
      en: 'A spacious apartment with four bedrooms, two balconies and an open view.',
    },
    type: 'apartment',
    bedrooms: 4,
    bathrooms: 3,
    living_rooms: 2,
    area: [180, 225],
    floors: 1,
  },
  studio: {
    label: { ar: 'استوديو', en: 'Studio' },
    about: {
      ar: 'استوديو مفروش بتصميم ذكي للمساحة، مناسب للاستثمار.',
      en: 'A furnished studio with a smart layout, suited to investment.',
    },
    type: 'studio',
    bedrooms: 1,
    bathrooms: 1,
    living_rooms: 1,
    area: [62, 75],
    floors: 1,
  },
};

/** SAR per m2 by city id: [apartments, villas]. */
export const PRICE_PER_M2: Record<number, [number, number]> = {
  1: [7600, 6100],
  2: [7000, 5600],
  3: [8600, 6400],
  4: [6400, 5000],
  5: [5200, 4300],
  6: [6000, 4900],
};
export const DEFAULT_PRICE_PER_M2: [number, number] = [4400, 3600];
