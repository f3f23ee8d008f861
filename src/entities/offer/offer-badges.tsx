import { useIntl } from 'react-intl';
import type { FinancingOffer } from '@generated/model';
import { Badge } from '@/components/badge';
import { offerMessages as m } from './messages';
import type { offerMarks } from './offer-marks';

/** An offer's marks (chosen, lowest total, lowest installment), the same in the table and the cards. */
export function OfferBadges(props: {
  offer: FinancingOffer;
  marks: ReturnType<typeof offerMarks>;
}) {
  const intl = useIntl();
  const { offer, marks } = props;
  return (
    <>
      {offer.is_chosen && <Badge $tone="success">{intl.formatMessage(m.chosen)}</Badge>}
      {marks.cheapestTotal.has(offer.id) && (
        <Badge $tone="progress">{intl.formatMessage(m.lowestTotal)}</Badge>
      )}
      {marks.lowestInstallment.has(offer.id) && (
        <Badge $tone="progress">{intl.formatMessage(m.lowestInstallment)}</Badge>
      )}
    </>
  );
}
