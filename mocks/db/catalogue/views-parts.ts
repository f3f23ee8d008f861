import type {
  AdvertisingLicense,
  Image,
  PropertyCharacteristics,
  PropertyRegistration,
  PropertyRestrictions,
} from '../../../generated/model';
import type { Lang } from '../../lib/http';
import type {
  MockCharacteristics,
  MockImage,
  MockLicense,
  MockRegistration,
  MockRestrictions,
} from './types';

export const image = (item: MockImage, lang: Lang): Image => ({ ...item, alt: item.alt[lang] });

export const perM2 = (price: number, area: number) => (area > 0 ? Math.round(price / area) : 0);

export function characteristicsView(
  item: MockCharacteristics,
  lang: Lang,
): PropertyCharacteristics {
  return {
    ...item,
    deed_type: item.deed_type[lang],
    modifications: item.modifications?.[lang],
    neighborhood: item.neighborhood?.[lang],
    features: item.features.map((feature) => feature[lang]),
    services: item.services.map((service) => service[lang]),
    boundaries_and_lengths: item.boundaries_and_lengths.map((side) => ({
      ...side,
      description: side.description[lang],
    })),
    guarantees: item.guarantees.map((guarantee) => ({ ...guarantee, name: guarantee.name[lang] })),
  };
}

export const restrictionsView = (item: MockRestrictions, lang: Lang): PropertyRestrictions => ({
  ...item,
  notes: item.notes[lang],
});

export const registrationView = (item: MockRegistration, lang: Lang): PropertyRegistration => ({
  ...item,
  deed_type: item.deed_type[lang],
  authority: item.authority[lang],
});

export function licenseView(item: MockLicense, lang: Lang): AdvertisingLicense {
  return {
    ...item,
    advertising_channels: item.advertising_channels.map((channel) => channel[lang]),
    license_channel: item.license_channel[lang],
    advertiser: { ...item.advertiser, name: item.advertiser.name[lang] },
    advertising_type: item.advertising_type[lang],
  };
}
