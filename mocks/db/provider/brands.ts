/**
 * Card networks by BIN, as the payment provider reports them to the checkout. mada (the Saudi debit
 * network) is recognised from the first six digits before Visa or Mastercard, since mada cards are
 * co-badged in those ranges; a mada card must be routed and charged as `mada`.
 */
export type CardBrand = 'mada' | 'visa' | 'mastercard';

/** mada BINs (the networks' published ranges, as hosted-field providers ship them; a subset). */
export const MADA_BINS: readonly string[] = [
  '440533',
  '440647',
  '440795',
  '445564',
  '446393',
  '446404',
  '457865',
  '458456',
  '462220',
  '468540',
  '468541',
  '468542',
  '468543',
  '483010',
  '483011',
  '483012',
  '484783',
  '486094',
  '486095',
  '486096',
  '489317',
  '489318',
  '489319',
  '504300',
  '508160',
  '521076',
  '524130',
  '524514',
  '529415',
  '529741',
  '530060',
  '530906',
  '531095',
  '531196',
  '532013',
  '535825',
  '535989',
  '536023',
  '537767',
  '543085',
  '543357',
  '549760',
  '554180',
  '557606',
  '558848',
  '585265',
  '588845',
  '588846',
  '588847',
  '588848',
  '588849',
  '588850',
  '588851',
  '588982',
  '588983',
  '589005',
  '589206',
  '604906',
  '605141',
  '636120',
  '968201',
  '968202',
  '968203',
  '968204',
  '968205',
  '968206',
  '968207',
  '968208',
  '968209',
  '968210',
  '968211',
];

/** The network of a card number (digits only), or undefined while too few digits are known. */
export function brandOf(digits: string): CardBrand | undefined {
  if (digits.length >= 6 && MADA_BINS.includes(digits.slice(0, 6))) return 'mada';
  if (digits.length < 6) return undefined;
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return undefined;
}
