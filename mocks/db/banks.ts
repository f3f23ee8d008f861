import type { FinancingBank, FinancingLoanType } from '../../generated/model';
import { tr, type Lang, type Localized } from '../lib/http';
import { imageSize } from './catalogue/images';

/**
 * Fictional banks and finance companies of the mock (invented names, no real trademarks): their
 * published home-financing products feed the rates list, the offers and the escrow account.
 */
export type MockBank = {
  id: number;
  name: Localized;
  product: Localized;
  loanType: FinancingLoanType;
  profitRate: number;
  termYearsMin: number;
  termYearsMax: number;
  fixedYears?: number;
  /** The fees the bank quotes; an offer keeps them within SAMA's cap (mocks/db/financing/offers.ts). */
  bankFee: number;
  adminFees: number;
  /** How long its offers can be chosen (default OFFER_VALID_DAYS); Al Maskan's last half a day. */
  offerValidDays?: number;
};

export const BANKS: readonly MockBank[] = [
  {
    id: 1,
    name: { ar: 'مصرف الواحة', en: 'Al Waha Bank' },
    product: { ar: 'تمويل سكني — ثابت', en: 'Home Financing — fixed' },
    loanType: 'fixed',
    profitRate: 4.85,
    termYearsMin: 5,
    termYearsMax: 25,
    bankFee: 3850,
    adminFees: 1150,
  },
  {
    id: 2,
    name: { ar: 'بنك الصحراء الوطني', en: 'Sahra National Bank' },
    product: { ar: 'تمويل المسكن — متغير', en: 'Home Financing — variable' },
    loanType: 'variable',
    profitRate: 4.6,
    termYearsMin: 5,
    termYearsMax: 30,
    fixedYears: 5,
    bankFee: 3500,
    adminFees: 1000,
  },
  {
    id: 3,
    name: { ar: 'مصرف النخيل', en: 'Al Nakheel Bank' },
    product: { ar: 'تمويل البيت الأول', en: 'First Home Financing' },
    loanType: 'fixed',
    profitRate: 4.95,
    termYearsMin: 5,
    termYearsMax: 30,
    bankFee: 2500,
    adminFees: 1150,
  },
  {
    id: 4,
    name: { ar: 'شركة المسكن للتمويل العقاري', en: 'Al Maskan Home Finance' },
    product: { ar: 'مرابحة عقارية', en: 'Real-estate Murabaha' },
    loanType: 'fixed',
    profitRate: 5.25,
    termYearsMin: 3,
    termYearsMax: 25,
    bankFee: 1700,
    adminFees: 800,
    offerValidDays: 0.5,
  },
];

export const bankById = (id: number): MockBank | undefined => BANKS.find((bank) => bank.id === id);

/** The bank as answered, with its logo drawn by the media handler. */
export const toBank = (bank: MockBank, lang: Lang): FinancingBank => ({
  id: bank.id,
  name: tr(bank.name, lang),
  logo: {
    url: `/media/banks/${bank.id}/logo.png`,
    ...imageSize('banks', 'logo'),
    alt: tr(bank.name, lang),
  },
});

/** The calculator's starting profit rate, percent. */
export const DEFAULT_PROFIT_RATE = 4.9;

/** The platform's own account (named after it, as the customer knows it) for hold fees by transfer. */
export const ESCROW = {
  bankId: 1,
  bankCode: '65',
  account: '000000608010167519',
  beneficiary: {
    ar: 'بيتك — حساب الحجوزات',
    en: 'Baitak — reservations account',
  } satisfies Localized,
};
