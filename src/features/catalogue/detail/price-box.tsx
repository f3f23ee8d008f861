import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/lib/money';
import { ButtonLink } from '@/components/button-link';
import { listingMessages as cardMessages } from '@/components/card';
import { detailMessages as m } from './detail-messages';

const Box = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 16px 20px;
  margin-bottom: 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: ${({ theme }) => theme.appBarHeight + 16}px;
  }
  .price {
    font-size: 1.75rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    margin: 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`;

type Props = {
  price: number;
  pricePerM2: number;
  rent?: boolean;
  reservationAmount?: number;
  /** The unit to reserve; no button when the home cannot be reserved now. */
  reserveUnitId?: number;
  /** Why it cannot be reserved, when known (an expired licence); a general note otherwise. */
  notReservableReason?: string;
  financing: boolean;
  children?: ReactNode;
};

export function PriceBox({
  price,
  pricePerM2,
  rent,
  reservationAmount,
  reserveUnitId,
  notReservableReason,
  financing,
  children,
}: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (
    <Box aria-label={intl.formatMessage(rent ? m.yearlyRent : m.price)}>
      <p className="muted">{intl.formatMessage(rent ? m.yearlyRent : m.price)}</p>
      <p className="price" data-testid="detail-price">
        {formatMoney(price)}
      </p>
      <p className="muted">
        {intl.formatMessage(cardMessages.perM2, { price: formatMoney(pricePerM2) })}
      </p>
      {reservationAmount !== undefined && (
        <p className="muted">
          {intl.formatMessage(m.reservationAmount, { amount: formatMoney(reservationAmount) })}
        </p>
      )}
      {reserveUnitId !== undefined ? (
        <ButtonLink href={paths.reservationCheckout.getHref(reserveUnitId)}>
          {intl.formatMessage(m.reserve)}
        </ButtonLink>
      ) : (
        !rent && (
          <p className="muted">{notReservableReason ?? intl.formatMessage(m.notReservable)}</p>
        )
      )}
      {financing && (
        <ButtonLink $variant="secondary" href={paths.financingRequests.getHref()}>
          {intl.formatMessage(m.requestFinancing)}
        </ButtonLink>
      )}
      {children}
    </Box>
  );
}
