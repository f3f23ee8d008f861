import { defineMessages } from '@/i18n/define-messages';

export const licenseMessages = defineMessages({
  title: {
    id: 'catalogue.license.title',
    defaultMessage: 'Advertising licence (REGA)',
    description: 'Section heading',
  },
  valid: { id: 'catalogue.license.valid', defaultMessage: 'Valid licence', description: 'Badge' },
  expired: {
    id: 'catalogue.license.expired',
    defaultMessage: 'Expired licence',
    description: 'Badge',
  },
  expiredNote: {
    id: 'catalogue.license.expiredNote',
    defaultMessage: 'The advertising licence of this listing has expired.',
    description: 'Warning',
  },
  none: {
    id: 'catalogue.license.none',
    defaultMessage: 'No advertising licence was published for this listing.',
    description: 'Empty state',
  },
  licenseNumber: {
    id: 'catalogue.license.number',
    defaultMessage: 'Advertising licence number',
    description: 'Licence field',
  },
  unifiedNumber: {
    id: 'catalogue.license.unifiedNumber',
    defaultMessage: 'Unified establishment number',
    description: 'Licence field',
  },
  announcementDate: {
    id: 'catalogue.license.announcementDate',
    defaultMessage: 'Announcement release date',
    description: 'Licence field',
  },
  licenseExpiry: {
    id: 'catalogue.license.expiry',
    defaultMessage: 'Licence expiry date',
    description: 'Licence field',
  },
  brokerageNumber: {
    id: 'catalogue.license.brokerageNumber',
    defaultMessage: 'Brokerage and marketing licence number',
    description: 'Licence field',
  },
  channels: {
    id: 'catalogue.license.channels',
    defaultMessage: 'Advertising channels',
    description: 'Licence field',
  },
  licenseChannel: {
    id: 'catalogue.license.channel',
    defaultMessage: 'Licence channel',
    description: 'Licence field',
  },
  advertiserId: {
    id: 'catalogue.license.advertiserId',
    defaultMessage: 'Advertiser ID',
    description: 'Licence field',
  },
  advertiserName: {
    id: 'catalogue.license.advertiserName',
    defaultMessage: 'Advertiser name',
    description: 'Licence field',
  },
  advertiserPhone: {
    id: 'catalogue.license.advertiserPhone',
    defaultMessage: 'Advertiser phone',
    description: 'Licence field',
  },
  advertisingType: {
    id: 'catalogue.license.type',
    defaultMessage: 'Advertising type',
    description: 'Licence field',
  },
  releaseDate: {
    id: 'catalogue.license.releaseDate',
    defaultMessage: 'Advertisement release date',
    description: 'Licence field',
  },
  expirationDate: {
    id: 'catalogue.license.expirationDate',
    defaultMessage: 'Advertisement expiration date',
    description: 'Licence field',
  },
  qr: {
    id: 'catalogue.license.qr',
    defaultMessage: 'Check the licence at the regulator (QR link)',
    description: 'Link',
  },
});
