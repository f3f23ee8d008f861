/**
 * How many SMS segments a text takes: GSM 03.38 texts 160 characters in one segment, 153 a segment
 * when split (the extension table's characters count twice); anything else (Arabic) is UCS-2, 70 in
 * one segment, 67 a segment when split (a character outside the BMP counts twice).
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export type SmsEncoding = 'gsm' | 'ucs2';

function gsmLength(text: string): number | undefined {
  let length = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) length += 1;
    else if (GSM_EXTENDED.includes(char)) length += 2;
    else return undefined;
  }
  return length;
}

export function smsLength(text: string): { encoding: SmsEncoding; units: number } {
  const gsm = gsmLength(text);
  return gsm === undefined
    ? { encoding: 'ucs2', units: text.length }
    : { encoding: 'gsm', units: gsm };
}

export function smsSegments(text: string): number {
  const { encoding, units } = smsLength(text);
  const [single, part] = encoding === 'gsm' ? [160, 153] : [70, 67];
  return units <= single ? 1 : Math.ceil(units / part);
}

/** The most units two segments hold in this encoding. */
export const twoSegments = (encoding: SmsEncoding) => (encoding === 'gsm' ? 306 : 134);
