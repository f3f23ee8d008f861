import type { Localized } from './types';

const l = (ar: string, en: string): Localized => ({ ar, en });

export const FEATURES: Localized[] = [
  l('غرفة خادمة', "Maid's room"),
  l('غرفة سائق', "Driver's room"),
  l('مدخل خاص', 'Private entrance'),
  l('مصعد', 'Elevator'),
  l('سطح خاص', 'Private roof'),
  l('حديقة', 'Garden'),
  l('مسبح', 'Swimming pool'),
  l('ملحق علوي', 'Roof annex'),
  l('موقف سيارات مظلل', 'Covered parking'),
  l('مجلس رجال مستقل', 'Separate majlis'),
  l('غرفة غسيل', 'Laundry room'),
  l('تكييف مركزي', 'Central air conditioning'),
  l('مطبخ راكب', 'Fitted kitchen'),
  l('شرفة', 'Balcony'),
  l('حارس أمن', 'Security guard'),
];

export const SERVICES: Localized[] = [
  l('كهرباء', 'Electricity'),
  l('مياه', 'Water'),
  l('صرف صحي', 'Sewage'),
  l('ألياف بصرية', 'Fibre optic'),
  l('غاز مركزي', 'Central gas'),
  l('تصريف أمطار', 'Storm drainage'),
];

export const GUARANTEES: Localized[] = [
  l('ضمان الهيكل الإنشائي', 'Structural warranty'),
  l('ضمان السباكة والكهرباء', 'Plumbing and electrical warranty'),
  l('ضمان العزل المائي', 'Waterproofing warranty'),
  l('ضمان المصاعد', 'Elevator warranty'),
];

export const BOUNDARY_DESCRIPTIONS: Localized[] = [
  l('شارع عرض 15 م', '15 m street'),
  l('شارع عرض 20 م', '20 m street'),
  l('جار', 'Neighbour'),
  l('ممر مشاة', 'Footpath'),
  l('حديقة عامة', 'Public park'),
];

export const DEED_TYPES: Localized[] = [
  l('صك إلكتروني', 'Electronic deed'),
  l('صك ورقي', 'Paper deed'),
];

export const AUTHORITIES: Localized[] = [
  l('السجل العقاري', 'Real Estate Registry'),
  l('كتابة العدل', 'Notary public'),
];

export const MODIFICATIONS: Localized[] = [
  l('إضافة ملحق علوي مرخص', 'Licensed roof annex added'),
  l('تحويل المجلس إلى غرفة نوم', 'Majlis converted into a bedroom'),
  l('توسعة المطبخ', 'Kitchen extended'),
];

export const CHANNELS: Localized[] = [
  l('المنصات الإلكترونية', 'Online platforms'),
  l('وسائل التواصل الاجتماعي', 'Social media'),
  l('اللوحات الإعلانية', 'Billboards'),
];

export const LICENSE_CHANNEL = l('منصة إلكترونية مرخصة', 'Licensed online platform');
export const AD_TYPE = { sale: l('بيع', 'Sale'), rent: l('إيجار', 'Rent') };

export const NO_RESTRICTIONS = l('لا توجد قيود', 'No restrictions');
export const RESTRICTION_NOTES = {
  constrained: l(
    'قيد مسجل على الصك لصالح جهة حكومية',
    'A restriction in favour of a government body is registered on the deed',
  ),
  pawned: l('العقار مرهون لصالح جهة تمويلية', 'The property is mortgaged to a financier'),
  halted: l('الصك موقوف بقرار من جهة مختصة', 'The deed is suspended by a competent authority'),
  testament: l('العقار مشمول بوصية', 'The property is subject to a will'),
};

/** Opening and closing sentences of descriptions; `{district}` and `{city}` are replaced. */
export const DESCRIPTION_OPENERS: Localized[] = [
  l(
    'تشطيبات فاخرة وتصميم عصري في حي {district}.',
    'Premium finishes and a modern design in {district}.',
  ),
  l(
    'موقع مميز قريب من الخدمات والمدارس في {city}.',
    'A prime location close to services and schools in {city}.',
  ),
  l('إطلالة مفتوحة وإضاءة طبيعية في جميع الغرف.', 'Open views and natural light in every room.'),
  l('مساحات واسعة تناسب العائلات الكبيرة.', 'Generous spaces for large families.'),
];

export const DESCRIPTION_CLOSERS: Localized[] = [
  l(
    'دقائق من الطرق الرئيسية والمراكز التجارية.',
    'Minutes from the main roads and shopping centres.',
  ),
  l('قريب من المساجد والحدائق العامة.', 'Close to mosques and public parks.'),
  l('جاهز للسكن فوراً مع ضمانات المطور.', 'Ready to move in, with the developer’s warranties.'),
  l(
    'يمكن تمويله عبر البنوك وجهات التمويل المعتمدة.',
    'Financing available through approved banks and financiers.',
  ),
];

export const PHOTO_ALTS: Localized[] = [
  l('الواجهة', 'Facade'),
  l('المجلس', 'Majlis'),
  l('الصالة', 'Living room'),
  l('المطبخ', 'Kitchen'),
  l('غرفة النوم الرئيسية', 'Master bedroom'),
  l('دورة المياه', 'Bathroom'),
];

export const STREETS: Localized[] = [
  l('طريق الملك فهد', 'King Fahd Road'),
  l('طريق الملك عبدالعزيز', 'King Abdulaziz Road'),
  l('شارع الأمير محمد بن سلمان', 'Prince Mohammed bin Salman Street'),
  l('شارع التحلية', 'Tahlia Street'),
  l('شارع الأمير سلطان', 'Prince Sultan Street'),
  l('طريق عثمان بن عفان', 'Othman bin Affan Road'),
];
