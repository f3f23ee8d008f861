import { useCreateLead } from '@generated/api/catalogue/catalogue';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import type { LeadChannel, LeadListingKind } from '@generated/model';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { createGlobalStyle } from 'styled-components';
import { ButtonLink } from '@/components/button-link';
import { SaveButton, type SavedListing } from '@/entities/saved-home';
import { paths } from '@/config/paths';
import { telHref, whatsAppHref } from '@/lib/navigation/contact-links';
import { actionMessages as m } from '../messages/detail-actions';

/**
 * Two rows of 44 px, 4 apart, 6 around, under a 1 px border: the price whole (two lines at most)
 * beside the heart, then the actions.
 */
const BAR_HEIGHT = 1 + 6 + 44 + 4 + 44 + 6;

/** Phones: the page keeps room for the bar, so it never covers the end of the page. */
const ReserveRoom = createGlobalStyle`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    body {
      padding-bottom: calc(${BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px));
    }
  }
`;

const Bar = styled.aside`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 20;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 6px 12px calc(6px + env(safe-area-inset-bottom, 0px));
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -2px 8px rgb(0 0 0 / 8%);
  ${({ theme }) => theme.media.md} {
    display: none;
  }
  .top,
  .actions {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }
  /* The price is never cut: a range too long for one line wraps instead. */
  .price {
    flex: 1 1 auto;
    margin: 0;
    font-weight: 700;
    font-size: 1.05rem;
    line-height: 1.3;
    color: ${({ theme }) => theme.colors.primary};
  }
  .actions > a {
    flex: 1 1 0;
    min-width: 0;
    box-sizing: border-box;
    height: 44px;
    min-height: 44px;
    padding-inline: 8px;
    text-align: center;
  }
  .contact {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 600;
    text-decoration: none;
  }
`;

/** The listing whose advertiser is contacted: each tap on call or WhatsApp is recorded as a lead. */
export type LeadListing = { listing_kind: LeadListingKind; listing_id: number };

type Contact = { phone?: string; shareText?: string; lead?: LeadListing };

/**
 * The advertiser's call and WhatsApp links, when a number is published. A tap records a lead without
 * waiting for it: the link opens whatever the call answers.
 */
export function ContactLinks({ phone, shareText, lead }: Contact) {
  const intl = useIntl();
  const { mutate } = useCreateLead();
  const record = (channel: LeadChannel) => () => {
    if (lead) mutate({ data: { ...lead, channel } });
  };
  const tel = telHref(phone);
  const { data: config } = useGetWebAppConfig({ query: { staleTime: Infinity } });
  const whatsApp = whatsAppHref(config?.whatsapp_url, phone, shareText);
  return (
    <>
      {tel && (
        <a className="contact" href={tel} data-lead="call" onClick={record('call')}>
          {intl.formatMessage(m.call)}
        </a>
      )}
      {whatsApp && (
        <a
          className="contact"
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          data-lead="whatsapp"
          onClick={record('whatsapp')}
        >
          {intl.formatMessage(m.whatsApp)}
        </a>
      )}
    </>
  );
}

type Props = {
  /** The price as shown (formatted), or a range. */
  price: string;
  reserveUnitId?: number;
  /** Another action where there is nothing to reserve (a project: its units). */
  other?: ReactNode;
  /** The listing the heart saves. */
  save?: SavedListing;
} & Contact;

/**
 * Phones: the price whole and the heart, then Reserve (when the unit can be reserved) and the advertiser's call and WhatsApp, fixed
 * at the bottom above the safe area. Wider screens show the side box instead (PriceBox, sticky).
 */
export function ActionBar({ price, reserveUnitId, phone, shareText, lead, other, save }: Props) {
  const intl = useIntl();
  return (
    <>
      <ReserveRoom />
      <Bar aria-label={intl.formatMessage(m.bar)} data-testid="action-bar">
        <div className="top">
          <p className="price">
            <bdi>{price}</bdi>
          </p>
          {save && <SaveButton listing={save} variant="round" />}
        </div>
        <div className="actions">
          <ContactLinks phone={phone} shareText={shareText} lead={lead} />
          {reserveUnitId !== undefined && (
            <ButtonLink href={paths.reservationCheckout.getHref(reserveUnitId)}>
              {intl.formatMessage(m.reserve)}
            </ButtonLink>
          )}
          {other}
        </div>
      </Bar>
    </>
  );
}
