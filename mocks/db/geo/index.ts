import type {
  GeoPoint,
  NamedItem,
  NhcCity,
  NhcDistrict,
  NhcRegion,
} from '../../../generated/model';
import type { Lang } from '../../lib/http';
import { CITY_ROWS } from './cities';
import { COMMON_DISTRICTS, COMMON_OFFSETS, MAIN_DISTRICTS } from './districts-main';
import { REGION_ROWS } from './regions';
import type { City, District, LatLng, Region } from './types';

export type { City, District, LatLng, Region } from './types';

const point = (lat: number, lng: number): LatLng => ({ lat, lng });
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The 13 regions, ids 1-13. */
export const regions: readonly Region[] = REGION_ROWS.map(([id, ar, en, lat, lng]) => ({
  id,
  name: { ar, en },
  center: point(lat, lng),
}));

/** 46 cities (2-7 per region). Riyadh 1, Jeddah 2, Makkah 3, Madinah 4, Dammam 5, Khobar 6. */
export const cities: readonly City[] = Object.entries(CITY_ROWS).flatMap(([regionId, rows]) =>
  rows.map(([id, ar, en, lat, lng]) => ({
    id,
    regionId: Number(regionId),
    name: { ar, en },
    center: point(lat, lng),
  })),
);

/** Districts: 8-10 for each of cities 1-6, 3 for every other city. Id = cityId * 100 + n (n from 1). */
export const districts: readonly District[] = cities.flatMap((city) => {
  const main = MAIN_DISTRICTS[city.id];
  if (main) {
    return main.map(([ar, en, lat, lng], index) => ({
      id: city.id * 100 + index + 1,
      cityId: city.id,
      name: { ar, en },
      center: point(lat, lng),
    }));
  }
  return [0, 1, 2].map((n) => {
    const pick = (city.id + n * 2) % COMMON_DISTRICTS.length;
    const [ar, en] = COMMON_DISTRICTS[pick]!;
    const [dLat, dLng] = COMMON_OFFSETS[pick]!;
    return {
      id: city.id * 100 + n + 1,
      cityId: city.id,
      name: { ar, en },
      center: point(round4(city.center.lat + dLat), round4(city.center.lng + dLng)),
    };
  });
});

const regionIndex = new Map(regions.map((region) => [region.id, region]));
const cityIndex = new Map(cities.map((city) => [city.id, city]));
const districtIndex = new Map(districts.map((district) => [district.id, district]));

export const regionById = (id: number): Region | undefined => regionIndex.get(id);
export const cityById = (id: number): City | undefined => cityIndex.get(id);
export const districtById = (id: number): District | undefined => districtIndex.get(id);

export const citiesOfRegion = (regionId: number): City[] =>
  cities.filter((city) => city.regionId === regionId);
export const districtsOfCity = (cityId: number): District[] =>
  districts.filter((district) => district.cityId === cityId);
export const districtsOfRegion = (regionId: number): District[] =>
  districts.filter((district) => cityIndex.get(district.cityId)?.regionId === regionId);

export const regionOfCity = (cityId: number): Region | undefined => {
  const city = cityIndex.get(cityId);
  return city ? regionIndex.get(city.regionId) : undefined;
};
export const cityOfDistrict = (districtId: number): City | undefined => {
  const district = districtIndex.get(districtId);
  return district ? cityIndex.get(district.cityId) : undefined;
};

/** Contract shapes in the requested language. */
export const namedItem = (item: Region | City | District, lang: Lang): NamedItem => ({
  id: item.id,
  name: item.name[lang],
});
export const toNhcRegion = (region: Region, lang: Lang): NhcRegion => ({
  id: region.id,
  name: region.name[lang],
  center: { ...region.center } satisfies GeoPoint,
});
export const toNhcCity = (city: City, lang: Lang): NhcCity => ({
  id: city.id,
  name: city.name[lang],
  region_id: city.regionId,
  center: { ...city.center },
});
export const toNhcDistrict = (district: District, lang: Lang): NhcDistrict => ({
  id: district.id,
  name: district.name[lang],
  city_id: district.cityId,
});
