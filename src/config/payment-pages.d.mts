export const PAYMENT_PATHS: readonly string[];
export const PAYMENT_PAGES: string;
export function isPaymentPage(path: string): boolean;
