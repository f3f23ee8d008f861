import type {
  Image,
  KitchenType,
  ProjectType,
  PropertyFacade,
  PropertyPurpose,
  PropertyReadiness,
  PropertyType,
  UnitStatus,
} from '../../../generated/model';
import type { Localized } from '../../lib/http';

export type { Localized };

/** An image of the seed; `alt` is localized when answered. */
export type MockImage = Omit<Image, 'alt'> & { alt: Localized };

export type MockCharacteristics = {
  living_area?: number;
  building_area?: number;
  land_area?: number;
  total_area: number;
  land_number: string;
  plan_number: string;
  deed_number: string;
  deed_type: Localized;
  authorization_number: string;
  building_date?: string;
  modifications?: Localized;
  owner_contact_number?: string;
  advertisement_purpose: PropertyPurpose;
  bedrooms: number;
  bathrooms: number;
  living_rooms: number;
  kitchen_type: KitchenType;
  floors: number;
  features: Localized[];
  neighborhood?: Localized;
  unit_number?: string;
  facade: PropertyFacade;
  services: Localized[];
  age_years: number;
  building_code_compliant: boolean;
  boundaries_and_lengths: {
    side: 'north' | 'south' | 'east' | 'west';
    length_m: number;
    description: Localized;
  }[];
  guarantees: { name: Localized; duration_years: number }[];
  street_width_m: number;
};

export type MockRestrictions = {
  constrained: boolean;
  pawned: boolean;
  halted: boolean;
  testament: boolean;
  notes: Localized;
};

export type MockRegistration = {
  deed_number: string;
  deed_type: Localized;
  registered_at: string;
  authority: Localized;
};

export type MockLicense = {
  license_number: string;
  unified_establishment_number: string;
  announcement_release_date: string;
  license_expiry_date: string;
  brokerage_marketing_license_number: string;
  advertising_channels: Localized[];
  license_channel: Localized;
  advertiser: { id: string; name: Localized; phone: string };
  advertising_type: Localized;
  release_date: string;
  expiration_date: string;
  is_valid: boolean;
};

export type MockAgency = {
  id: number;
  name: Localized;
  description: Localized;
  logo: MockImage;
  commercial_registration: string;
  fal_license_number: string;
  email: string;
  phone: string;
  cityId: number;
  verified: boolean;
};

export type MockProject = {
  id: number;
  name: Localized;
  type: ProjectType;
  description: Localized;
  images: MockImage[];
  location: { lat: number; lng: number };
  regionId: number;
  cityId: number;
  districtId: number;
  buildings_count: number;
  commercial_registration: string;
  agencyId: number;
  documents: {
    id: number;
    title: Localized;
    url: string;
    content_type: string;
    size_bytes: number;
  }[];
  completion_date?: string;
  readiness: PropertyReadiness;
  /** Withdrawn by its developer (its units are `unlisted` with it: ./seed.ts). */
  withdrawn?: boolean;
};

export type MockUnitDesign = {
  id: number;
  projectId: number;
  name: Localized;
  description: Localized;
  type: PropertyType;
  images: MockImage[];
  floor_plan: MockImage;
  bedrooms: number;
  bathrooms: number;
  living_rooms: number;
  area: number;
  basePrice: number;
};

/** A unit of a project; `reservable` is `listed` with a valid licence (see `setUnitStatus`). */
export type MockUnit = {
  id: number;
  number: string;
  title: Localized;
  description?: Localized;
  project_id: number;
  project_name: Localized;
  design_id: number;
  status: UnitStatus;
  reservable: boolean;
  price: number;
  /** The hold fee to reserve the unit, in SAR. */
  reservation_amount: number;
  type: PropertyType;
  readiness: PropertyReadiness;
  floor?: number;
  total_area: number;
  bedrooms: number;
  bathrooms: number;
  cover_image: MockImage;
  images: MockImage[];
  location: { lat: number; lng: number };
  characteristics: MockCharacteristics;
  restrictions: MockRestrictions;
  registration: MockRegistration;
  license: MockLicense;
  /** When the mock's market listed it (./saved-market); seeded units were listed before any visit. */
  listedAt?: number;
};

/** A listing; `reservable` is derived from the live unit when `unitId` is set. */
export type MockProperty = {
  id: number;
  title: Localized;
  description: Localized;
  type: PropertyType;
  purpose: PropertyPurpose;
  readiness: PropertyReadiness;
  price: number;
  images: MockImage[];
  location: { lat: number; lng: number };
  regionId: number;
  cityId: number;
  districtId: number;
  address: Localized;
  characteristics: MockCharacteristics;
  restrictions: MockRestrictions;
  license?: MockLicense;
  registration: MockRegistration;
  agencyId: number;
  projectId?: number;
  unitId?: number;
  designId?: number;
  financing_eligible: boolean;
  published_at: string;
  updated_at: string;
  /** Taken off the market by its advertiser (./seed.ts); absent while it is on the market. */
  offMarket?: 'withdrawn' | 'sold';
};
