import { useIntl } from 'react-intl';
import type { Reservation } from '@generated/model';
import { safeSitePath } from '@/lib/navigation/safe-url';
import { holdMessages as m } from './after-pay-messages';

/** The invoice PDF of a paid reservation, in the page's language; only a path of this site. */
export function InvoiceLink({ reservation }: { reservation: Reservation }) {
  const intl = useIntl();
  const invoice = reservation.invoice;
  const lang = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const href = invoice && safeSitePath(invoice.url);
  if (!invoice || !href) return null;
  const url = `${href}${href.includes('?') ? '&' : '?'}lang=${lang}`;
  return (
    <a href={url} download={`${invoice.number}.pdf`} type="application/pdf">
      {intl.formatMessage(m.invoice, { number: invoice.number })}
    </a>
  );
}
