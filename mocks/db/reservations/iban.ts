/** ISO 13616 IBAN check digits: 98 − (BBAN + country + "00", letters as 10..35) mod 97. */
function mod97(digits: string): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest;
}

const asDigits = (text: string) =>
  [...text.toUpperCase()]
    .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
    .join('');

export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - mod97(asDigits(`${bban}${country}00`))).padStart(2, '0');
}

export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return (
    /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact) &&
    mod97(asDigits(compact.slice(4) + compact.slice(0, 4))) === 1
  );
}

/** A Saudi IBAN: SA, two check digits, a 2-digit bank code and an 18-digit account number. */
export function saudiIban(bankCode: string, account: string): string {
  const bban = `${bankCode}${account}`;
  return `SA${ibanCheckDigits('SA', bban)}${bban}`;
}
