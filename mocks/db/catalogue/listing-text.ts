import type { Faker } from '@faker-js/faker';
import type { PropertyPurpose, PropertyType } from '../../../generated/model';
import type { City, District } from '../geo';
import { DESCRIPTION_CLOSERS, DESCRIPTION_OPENERS, STREETS } from './pools';
import type { Localized } from './types';

export const TYPE_LABELS: Record<PropertyType, Localized> = {
  house: { ar: 'فيلا', en: 'villa' },
  apartment: { ar: 'شقة', en: 'apartment' },
  flat: { ar: 'شقة', en: 'flat' },
  studio: { ar: 'استوديو', en: 'studio' },
  room: { ar: 'غرفة', en: 'room' },
  hotel_apartment: { ar: 'شقة فندقية', en: 'hotel apartment' },
  other: { ar: 'دور', en: 'floor of a villa' },
};
const PURPOSE_LABELS: Record<PropertyPurpose, Localized> = {
  sale: { ar: 'للبيع', en: 'for sale' },
  rent: { ar: 'للإيجار', en: 'for rent' },
};
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function listingTitle(
  type: PropertyType,
  purpose: PropertyPurpose,
  bedrooms: number,
  district: District,
): Localized {
  const label = TYPE_LABELS[type];
  const withRooms = bedrooms > 1 && type !== 'studio' && type !== 'room';
  return {
    ar: `${label.ar}${withRooms ? ` ${bedrooms} غرف` : ''} ${PURPOSE_LABELS[purpose].ar} في حي ${district.name.ar}`,
    en: `${capitalize(withRooms ? `${bedrooms}-bedroom ${label.en}` : label.en)} ${PURPOSE_LABELS[purpose].en} in ${district.name.en}`,
  };
}

export function listingDescription(f: Faker, city: City, district: District): Localized {
  const [first, second] = f.helpers.arrayElements(DESCRIPTION_OPENERS, 2);
  const closer = f.helpers.arrayElement(DESCRIPTION_CLOSERS);
  const fill = (text: string, lang: 'ar' | 'en') =>
    text.replace('{district}', district.name[lang]).replace('{city}', city.name[lang]);
  return {
    ar: `${fill(first!.ar, 'ar')} ${fill(second!.ar, 'ar')}\n${closer.ar}`,
    en: `${fill(first!.en, 'en')} ${fill(second!.en, 'en')}\n${closer.en}`,
  };
}

export function listingAddress(f: Faker, city: City, district: District): Localized {
  const street = f.helpers.arrayElement(STREETS);
  return {
    ar: `${street.ar}، حي ${district.name.ar}، ${city.name.ar}`,
    en: `${street.en}, ${district.name.en}, ${city.name.en}`,
  };
}
