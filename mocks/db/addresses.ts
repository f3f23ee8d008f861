import type { NationalAddress } from '../../generated/model';
import type { Lang, Localized } from '../lib/http';
import type { MockCustomer } from './customers';

type AddressTemplate = {
  building: string;
  street: Localized;
  district: Localized;
  city: Localized;
  postal: string;
  additional: string;
  short: string;
};

const TEMPLATES: AddressTemplate[] = [
  {
    building: '8228',
    street: { ar: 'طريق الملك فهد', en: 'King Fahd Road' },
    district: { ar: 'العليا', en: 'Al Olaya' },
    city: { ar: 'الرياض', en: 'Riyadh' },
    postal: '12214',
    additional: '2121',
    short: 'RRRD2929',
  },
  {
    building: '3456',
    street: { ar: 'شارع الأمير سلطان', en: 'Prince Sultan Street' },
    district: { ar: 'الروضة', en: 'Al Rawdah' },
    city: { ar: 'جدة', en: 'Jeddah' },
    postal: '23435',
    additional: '7788',
    short: 'JERA3456',
  },
  {
    building: '2719',
    street: { ar: 'شارع الملك سعود', en: 'King Saud Street' },
    district: { ar: 'الفيصلية', en: 'Al Faisaliyah' },
    city: { ar: 'الدمام', en: 'Dammam' },
    postal: '32272',
    additional: '6543',
    short: 'DAFA2719',
  },
  {
    building: '6120',
    street: { ar: 'طريق أنس بن مالك', en: 'Anas Ibn Malik Road' },
    district: { ar: 'النرجس', en: 'Al Narjis' },
    city: { ar: 'الرياض', en: 'Riyadh' },
    postal: '13327',
    additional: '3190',
    short: 'RNAA6120',
  },
  {
    building: '4301',
    street: { ar: 'طريق الملك عبدالله', en: 'King Abdullah Road' },
    district: { ar: 'قباء', en: 'Quba' },
    city: { ar: 'المدينة المنورة', en: 'Madinah' },
    postal: '42318',
    additional: '8854',
    short: 'MQBA4301',
  },
];

const PER_CUSTOMER = 3;

/** The registry's addresses of a customer: 3 for odd customer ids, 2 for even; ids 1-3 for the demo. */
export function addressesOf(customer: MockCustomer, lang: Lang): NationalAddress[] {
  const count = customer.id % 2 === 1 ? 3 : 2;
  return Array.from({ length: count }, (_, index) => {
    const id = (customer.id - 1) * PER_CUSTOMER + index + 1;
    const template = TEMPLATES[(customer.id + index - 1) % TEMPLATES.length]!;
    return {
      id,
      building_number: template.building,
      street: template.street[lang],
      district: template.district[lang],
      city: template.city[lang],
      postal_code: template.postal,
      additional_number: template.additional,
      short_address: template.short,
      is_current: customer.address_id === id,
    };
  });
}
