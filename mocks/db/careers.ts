import type { JobEmploymentType, JobOpening } from '../../generated/model';
import { clock, iso, minutes } from '../lib/clock';
import type { Lang, Localized } from '../lib/http';
import { cityById, namedItem } from './geo';
import { onReset } from './registry';
import { scoped } from '../lib/namespace';

type Opening = {
  id: number;
  title: Localized;
  department: Localized;
  cityId: number;
  type: JobEmploymentType;
  description: Localized;
  postedDaysAgo: number;
  /** Days from today; negative: closed. Absent: open until filled. */
  closesInDays?: number;
};

const TECH = { ar: 'التقنية', en: 'Technology' };
const SALES = { ar: 'المبيعات', en: 'Sales' };
const FINANCE = { ar: 'التمويل', en: 'Financing' };
const CARE = { ar: 'خدمة العملاء', en: 'Customer care' };

const OPENINGS: Opening[] = [
  {
    id: 12,
    title: { ar: 'مطور واجهات أمامية أول', en: 'Senior front-end developer' },
    department: TECH,
    cityId: 1,
    type: 'full_time',
    description: {
      ar: 'نبحث عن مطور واجهات أمامية لبناء منصة التمويل العقاري.\n\nالمتطلبات: خبرة 5 سنوات في React وTypeScript.',
      en: 'We are looking for a front-end developer to build the home-financing platform.\n\nRequirements: 5 years of React and TypeScript.',
    },
    postedDaysAgo: 3,
    closesInDays: 40,
  },
  {
    id: 13,
    title: { ar: 'مستشار مبيعات عقارية', en: 'Real-estate sales advisor' },
    department: SALES,
    cityId: 2,
    type: 'full_time',
    description: {
      ar: 'تقديم المشورة للعملاء في اختيار الوحدات السكنية ومتابعة الحجوزات.\n\nيشترط إجادة العربية والإنجليزية.',
      en: 'Advise customers choosing homes and follow their reservations up.\n\nFluent Arabic and English required.',
    },
    postedDaysAgo: 6,
  },
  {
    id: 14,
    title: { ar: 'محلل ائتمان', en: 'Credit analyst' },
    department: FINANCE,
    cityId: 1,
    type: 'full_time',
    description: {
      ar: 'دراسة طلبات التمويل العقاري ومقارنة عروض البنوك.\n\nخبرة في المصرفية الإسلامية ميزة.',
      en: 'Review home-financing requests and compare bank offers.\n\nIslamic banking experience is a plus.',
    },
    postedDaysAgo: 10,
    closesInDays: 20,
  },
  {
    id: 15,
    title: { ar: 'ممثل خدمة عملاء', en: 'Customer care agent' },
    department: CARE,
    cityId: 5,
    type: 'part_time',
    description: {
      ar: 'الرد على استفسارات العملاء عبر الهاتف والمحادثة.\n\nنوبات مسائية.',
      en: 'Answer customer questions by phone and chat.\n\nEvening shifts.',
    },
    postedDaysAgo: 14,
  },
  {
    id: 16,
    title: { ar: 'متدرب تحليل بيانات', en: 'Data analysis intern' },
    department: TECH,
    cityId: 1,
    type: 'internship',
    description: {
      ar: 'برنامج تدريب لمدة ستة أشهر لحديثي التخرج.\n\nمعرفة بـ SQL وPython.',
      en: 'A six-month programme for recent graduates.\n\nSQL and Python knowledge.',
    },
    postedDaysAgo: 20,
    closesInDays: 10,
  },
  {
    id: 17,
    title: { ar: 'مصمم تجربة مستخدم', en: 'UX designer' },
    department: TECH,
    cityId: 2,
    type: 'contract',
    description: {
      ar: 'تصميم رحلات الحجز والتمويل على الويب والجوال.\n\nعقد لمدة سنة.',
      en: 'Design the reservation and financing journeys on web and mobile.\n\nOne-year contract.',
    },
    postedDaysAgo: 25,
  },
  {
    id: 11,
    title: { ar: 'مدير مشروع سكني', en: 'Residential project manager' },
    department: SALES,
    cityId: 6,
    type: 'full_time',
    description: {
      ar: 'إدارة تسليم الوحدات في مشروع سكني.\n\nأُغلق التقديم.',
      en: 'Manage the handover of units in a residential project.\n\nApplications are closed.',
    },
    postedDaysAgo: 60,
    closesInDays: -5,
  },
];

const DAY_MS = minutes(24 * 60);
const seeded = scoped(() => ({ at: clock.now() }));
onReset(() => {
  seeded.at = clock.now();
});

const closesAt = (opening: Opening) =>
  opening.closesInDays === undefined ? undefined : seeded.at + opening.closesInDays * DAY_MS;

export const findOpening = (id: number) => OPENINGS.find((opening) => opening.id === id);
export const isOpen = (opening: Opening) => (closesAt(opening) ?? Infinity) > clock.now();

/** Openings that accept applications, newest first. */
export const openOpenings = () =>
  OPENINGS.filter(isOpen).sort((a, b) => a.postedDaysAgo - b.postedDaysAgo);

export function toJobOpening(opening: Opening, lang: Lang): JobOpening {
  const closes = closesAt(opening);
  const city = cityById(opening.cityId);
  return {
    id: opening.id,
    title: opening.title[lang],
    department: opening.department[lang],
    city: city ? namedItem(city, lang) : { id: opening.cityId, name: '' },
    employment_type: opening.type,
    description: opening.description[lang],
    posted_at: iso(seeded.at - opening.postedDaysAgo * DAY_MS),
    ...(closes === undefined ? {} : { closes_at: iso(closes) }),
  };
}

export const openingMatches = (opening: Opening, search: string) =>
  [opening.title, opening.department].some(
    (text) => text.ar.includes(search) || text.en.toLowerCase().includes(search.toLowerCase()),
  );
