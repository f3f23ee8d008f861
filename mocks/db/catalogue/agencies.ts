import { mediaImage } from './images';
import type { MockAgency } from './types';

type AgencyRow = [
  id: number,
  ar: string,
  en: string,
  cityId: number,
  verified: boolean,
  about: [string, string],
];

const ROWS: AgencyRow[] = [
  [
    1,
    'شركة المسكن الأول للتطوير العقاري',
    'Al Maskan Al Awwal Real Estate Development',
    1,
    true,
    [
      'مطور عقاري سكني في الرياض منذ 2009، أنجز أكثر من 1500 وحدة سكنية.',
      'A residential developer in Riyadh since 2009 with more than 1,500 homes delivered.',
    ],
  ],
  [
    2,
    'مكتب البحر للوساطة العقارية',
    'Al Bahr Real Estate Brokerage',
    2,
    false,
    [
      'مكتب وساطة وتسويق عقاري في جدة متخصص في الشقق والفلل الجاهزة.',
      'A brokerage and marketing office in Jeddah specialised in ready apartments and villas.',
    ],
  ],
  [
    3,
    'شركة رواسي الخليج العقارية',
    'Rawasi Al Khaleej Real Estate',
    5,
    true,
    [
      'تطوير مجمعات سكنية متكاملة في الدمام والمنطقة الشرقية.',
      'Integrated residential communities in Dammam and the Eastern Province.',
    ],
  ],
  [
    4,
    'شركة أركان المدينة للتطوير',
    'Arkan Al Madinah Development',
    4,
    true,
    [
      'مشاريع سكنية قريبة من المسجد النبوي بمعايير بناء حديثة.',
      "Residential projects near the Prophet's Mosque built to modern standards.",
    ],
  ],
  [
    5,
    'شركة بوابة مكة العقارية',
    'Bawabat Makkah Real Estate',
    3,
    true,
    [
      'مطور عقاري في مكة المكرمة يقدم شققاً عائلية بأسعار مناسبة.',
      'A developer in Makkah offering family apartments at fair prices.',
    ],
  ],
  [
    6,
    'شركة نخبة الشرقية للتطوير العمراني',
    'Nokhbat Al Sharqiyah Urban Development',
    6,
    true,
    [
      'أبراج سكنية وفلل فاخرة في الخبر بإطلالات على الخليج العربي.',
      'Residential towers and premium villas in Khobar overlooking the Arabian Gulf.',
    ],
  ],
  [
    7,
    'مكتب الديار للتسويق العقاري',
    'Al Diyar Real Estate Marketing',
    1,
    false,
    [
      'تسويق وتأجير الوحدات السكنية في الرياض والقصيم.',
      'Marketing and letting of homes in Riyadh and Al-Qassim.',
    ],
  ],
  [
    8,
    'منصة البيت السعودي',
    'Saudi Home Platform',
    1,
    true,
    [
      'وحدات تعرضها المنصة مباشرة بالتعاون مع المطورين المعتمدين.',
      'Homes offered by the platform directly with approved developers.',
    ],
  ],
  [
    9,
    'شركة مرجان جدة للتطوير',
    'Marjan Jeddah Development',
    2,
    true,
    [
      'مطور مشاريع سكنية ومختلطة على ساحل جدة.',
      'A developer of residential and mixed-use projects on the Jeddah coast.',
    ],
  ],
];

export function seedAgencies(): MockAgency[] {
  return ROWS.map(([id, ar, en, cityId, verified, [aboutAr, aboutEn]]) => ({
    id,
    name: { ar, en },
    description: { ar: aboutAr, en: aboutEn },
    logo: mediaImage('agencies', id, 'logo', { ar: `شعار ${ar}`, en: `${en} logo` }),
    commercial_registration: String(1010100000 + id * 7919),
    fal_license_number: String(1200010000 + id * 131),
    email: `sales${id}@agency.example.com`,
    phone: `9200${String(10000 + id * 1111).slice(0, 5)}`,
    cityId,
    verified,
  }));
}
