/**
 * The Luhn check digit (ISO/IEC 7812-1), used by payment cards and by Saudi national ID and iqama
 * numbers: from the right, every second digit is doubled (9 subtracted above 9) and the sum is a
 * multiple of 10. Framework-free: the mock backend and the tests use it too.
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}

/** `body` followed by the one digit that makes it pass the Luhn check. */
export function withLuhnDigit(body: string): string {
  const check = [...'0123456789'].find((digit) => passesLuhn(`${body}${digit}`));
  if (check === undefined) throw new Error(`not digits: ${body}`);
  return `${body}${check}`;
}
