/** Districts of the six largest markets: city id → [Arabic, English, lat, lng] (approximate centres). */
export const MAIN_DISTRICTS: Record<number, [string, string, number, number][]> = {
  1: [
    ['الملقا', 'Al Malqa', 24.8125, 46.608],
    ['النرجس', 'Al Narjis', 24.8571, 46.669],
    ['الياسمين', 'Al Yasmin', 24.829, 46.642],
    ['حطين', 'Hittin', 24.765, 46.601],
    ['العليا', 'Al Olaya', 24.695, 46.685],
    ['الصحافة', 'Al Sahafa', 24.799, 46.642],
    ['العقيق', 'Al Aqiq', 24.77, 46.625],
    ['الروضة', 'Al Rawdah', 24.735, 46.77],
    ['النخيل', 'Al Nakheel', 24.745, 46.635],
    ['قرطبة', 'Qurtubah', 24.815, 46.73],
  ],
  2: [
    ['الشاطئ', 'Al Shati', 21.59, 39.11],
    ['الروضة', 'Al Rawdah', 21.563, 39.156],
    ['الزهراء', 'Al Zahra', 21.588, 39.138],
    ['السلامة', 'Al Salamah', 21.582, 39.155],
    ['أبحر الشمالية', 'Obhur Al Shamaliyah', 21.745, 39.12],
    ['الحمراء', 'Al Hamra', 21.53, 39.17],
    ['النعيم', 'Al Naeem', 21.605, 39.15],
    ['البساتين', 'Al Basateen', 21.61, 39.125],
    ['المروة', 'Al Marwah', 21.62, 39.21],
    ['الخالدية', 'Al Khalidiyah', 21.56, 39.14],
  ],
  3: [
    ['العزيزية', 'Al Aziziyah', 21.405, 39.885],
    ['العوالي', 'Al Awali', 21.355, 39.92],
    ['الشوقية', 'Al Shawqiyah', 21.375, 39.785],
    ['النسيم', 'Al Naseem', 21.38, 39.87],
    ['الرصيفة', 'Al Rusaifah', 21.41, 39.79],
    ['بطحاء قريش', 'Batha Quraish', 21.365, 39.85],
    ['الزاهر', 'Al Zahir', 21.435, 39.805],
    ['الكعكية', 'Al Kakiyah', 21.363, 39.81],
  ],
  4: [
    ['قباء', 'Quba', 24.44, 39.617],
    ['العوالي', 'Al Awali', 24.43, 39.63],
    ['العزيزية', 'Al Aziziyah', 24.425, 39.595],
    ['الخالدية', 'Al Khalidiyah', 24.49, 39.64],
    ['سلطانة', 'Sultanah', 24.495, 39.585],
    ['العيون', 'Al Uyun', 24.54, 39.55],
    ['الحرة الشرقية', 'Al Harrah Al Sharqiyah', 24.47, 39.63],
    ['بني حارثة', 'Bani Harithah', 24.495, 39.615],
  ],
  5: [
    ['الفيصلية', 'Al Faisaliyah', 26.4, 50.06],
    ['الشاطئ الغربي', 'Al Shati Al Gharbi', 26.455, 50.115],
    ['المزروعية', 'Al Mazruiyah', 26.43, 50.09],
    ['النور', 'Al Noor', 26.37, 50.04],
    ['الحمراء', 'Al Hamra', 26.445, 50.095],
    ['البادية', 'Al Badiyah', 26.43, 50.05],
    ['الجلوية', 'Al Jalawiyah', 26.425, 50.08],
    ['الريان', 'Al Rayyan', 26.41, 50.07],
  ],
  6: [
    ['العليا', 'Al Olaya', 26.28, 50.19],
    ['الثقبة', 'Al Thuqbah', 26.27, 50.195],
    ['الراكة', 'Al Rakah', 26.34, 50.195],
    ['العقربية', 'Al Aqrabiyah', 26.29, 50.2],
    ['الخبر الشمالية', 'Al Khobar Al Shamaliyah', 26.295, 50.21],
    ['اليرموك', 'Al Yarmouk', 26.3, 50.19],
    ['البندرية', 'Al Bandariyah', 26.315, 50.21],
    ['العزيزية', 'Al Aziziyah', 26.19, 50.2],
  ],
};

/** Common district names for the other cities, placed around the city centre. */
export const COMMON_DISTRICTS: [string, string][] = [
  ['الفيصلية', 'Al Faisaliyah'],
  ['الخالدية', 'Al Khalidiyah'],
  ['النزهة', 'Al Nuzhah'],
  ['الروضة', 'Al Rawdah'],
  ['العزيزية', 'Al Aziziyah'],
  ['الورود', 'Al Wurud'],
];

/** Offsets (degrees) of the common districts from their city centre. */
export const COMMON_OFFSETS: [number, number][] = [
  [0.012, 0.008],
  [-0.01, 0.014],
  [0.018, -0.012],
  [-0.015, -0.009],
  [0.004, 0.02],
  [-0.02, 0.003],
];
