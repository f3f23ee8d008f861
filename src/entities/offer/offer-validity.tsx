import { useIntl } from 'react-intl';
import { useFormatDateTime } from '@/lib/format/date-time';
import { Badge } from '@/components/badge';
import { offerMessages as m } from './messages';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long until `ms` away, in the largest whole unit (days, hours, then minutes). */
function relativeParts(ms: number): [number, 'day' | 'hour' | 'minute'] {
  if (ms >= DAY) return [Math.floor(ms / DAY), 'day'];
  if (ms >= HOUR) return [Math.floor(ms / HOUR), 'hour'];
  return [Math.max(1, Math.ceil(ms / 60_000)), 'minute'];
}

/** The date until which an offer can be chosen and a countdown to it, or "expired". */
export function OfferValidity({ validUntil, now }: { validUntil: string; now: number }) {
  const intl = useIntl();
  const dateTime = useFormatDateTime();
  const end = Date.parse(validUntil);
  const date = dateTime(end);
  if (end <= now) {
    return (
      <>
        <span>{date}</span>
        <Badge $tone="danger">{intl.formatMessage(m.expired)}</Badge>
      </>
    );
  }
  const [value, unit] = relativeParts(end - now);
  return (
    <>
      <span>{date}</span>
      <small data-testid="offer-countdown">
        {intl.formatMessage(m.endsIn, {
          relative: intl.formatRelativeTime(value, unit, { numeric: 'always' }),
        })}
      </small>
    </>
  );
}
