import { SaveButton, type SavedListing } from '@/entities/saved-home';
import { CompareToggle } from '@/entities/compare';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/lib/format/money';
import { ButtonLink } from '@/components/button-link';
import { listingMessages as cardMessages } from '@/components/card';
import { ActionBar, ContactLinks, type LeadListing } from './action-bar';
import { ShareButton } from './share-button';
import { detailMessages as m } from '../messages/detail';

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
    z-index: 1;
    top: ${({ theme }) => theme.appBarHeight + 16}px;
  }
  .price {
    font-size: 1.75rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    margin: 0;
  }
  .contacts {
    display: flex;
    gap: 8px;
  }
  .contact {
    flex: 1;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 600;
    text-decoration: none;
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
  /** The advertiser's number, when published (call and WhatsApp). */
  phone?: string;
  /** The listing as a WhatsApp message starts. */
  shareText?: string;
  /** The listing whose advertiser a call or WhatsApp tap contacts (recorded as a lead). */
  lead?: LeadListing;
  /** The listing's title, to share its page. */
  shareTitle?: string;
  /** The listing the heart saves (in the box and the phone's action bar). */
  save?: SavedListing;
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
  phone,
  shareText,
  lead,
  shareTitle,
  save,
  children,
}: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (
    <>
      <ActionBar
        price={formatMoney(price)}
        reserveUnitId={reserveUnitId}
        phone={phone}
        shareText={shareText}
        lead={lead}
        save={save}
      />
      <Box aria-label={intl.formatMessage(rent ? m.yearlyRent : m.price)} data-testid="price-box">
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
        <div className="contacts">
          <ContactLinks phone={phone} shareText={shareText} lead={lead} />
          {shareTitle && <ShareButton title={shareTitle} />}
          {save && <SaveButton listing={save} variant="labelled" />}
        </div>
        {save && save.kind !== 'project' && (
          <CompareToggle item={{ kind: save.kind, id: save.id }} title={save.title} />
        )}
        {children}
      </Box>
    </>
  );
}
