import { defineMessages } from '@/i18n/define-messages';
import { pageTitles } from '@/config/page-titles';
import { sharedMessages } from '@/i18n/shared-messages';
import { commonMessages } from '@/components/messages';

export const detailMessages = {
  ...defineMessages({
    photos: {
      id: 'catalogue.detail.photos',
      defaultMessage: 'Photos',
      description: 'Heading of the gallery',
    },
    photoAlt: {
      id: 'catalogue.detail.photoAlt',
      defaultMessage: '{title}, photo {index}',
      description: 'Fallback alt text of a photo',
    },
    price: {
      id: 'catalogue.detail.price',
      defaultMessage: 'Price',
      description: 'Label of the price',
    },
    yearlyRent: {
      id: 'catalogue.detail.yearlyRent',
      defaultMessage: 'Yearly rent',
      description: 'Label of the price of a rental',
    },
    reservationAmount: {
      id: 'catalogue.detail.reservationAmount',
      defaultMessage: 'Reservation fee: {amount} (deducted from the price)',
      description: 'The hold fee of a unit',
    },
    notReservable: {
      id: 'catalogue.detail.notReservable',
      defaultMessage: 'This home cannot be reserved online right now.',
      description: 'Shown instead of the reserve button',
    },
    characteristics: {
      id: 'catalogue.detail.characteristics',
      defaultMessage: 'Property characteristics',
      description: 'Section heading',
    },
    about: {
      id: 'catalogue.detail.about',
      defaultMessage: 'About the property',
      description: 'Section heading',
    },
    registration: {
      id: 'catalogue.detail.registration',
      defaultMessage: 'Registration info',
      description: 'Section heading',
    },
    registeredAt: {
      id: 'catalogue.detail.registeredAt',
      defaultMessage: 'Registered on',
      description: 'Label',
    },
    authority: {
      id: 'catalogue.detail.authority',
      defaultMessage: 'Registering authority',
      description: 'Label',
    },
    restrictions: {
      id: 'catalogue.detail.restrictions',
      defaultMessage: 'Restrictions and obligations',
      description: 'Section heading',
    },
    constrained: {
      id: 'catalogue.detail.constrained',
      defaultMessage: 'Constrained',
      description: 'Restriction: registered on the deed',
    },
    pawned: {
      id: 'catalogue.detail.pawned',
      defaultMessage: 'Pawned (mortgaged)',
      description: 'Restriction',
    },
    halted: {
      id: 'catalogue.detail.halted',
      defaultMessage: 'Halted (deed suspended)',
      description: 'Restriction',
    },
    testament: {
      id: 'catalogue.detail.testament',
      defaultMessage: 'Testament (waqf or bequest)',
      description: 'Restriction',
    },
    restrictionNotes: {
      id: 'catalogue.detail.restrictionNotes',
      defaultMessage: 'Details',
      description: 'Label',
    },
    location: { id: 'catalogue.detail.location', defaultMessage: 'Location', description: 'Label' },
    onMap: {
      id: 'catalogue.detail.onMap',
      defaultMessage: 'On the map',
      description: 'Heading of the section with the place and a small map of a listing',
    },
    agency: {
      id: 'catalogue.detail.agency',
      defaultMessage: 'Advertiser',
      description: 'Label: the agency',
    },
    verified: {
      id: 'catalogue.detail.verified',
      defaultMessage: 'Verified',
      description: 'Badge of a verified agency',
    },
    floor: { id: 'catalogue.detail.floor', defaultMessage: 'Floor', description: 'Label' },
    groundFloor: {
      id: 'catalogue.detail.groundFloor',
      defaultMessage: 'Ground floor',
      description: 'Floor 0',
    },
    notFoundProperty: {
      id: 'catalogue.detail.notFoundProperty',
      defaultMessage: 'This property is no longer available or has been deleted.',
      description: 'Not-found screen',
    },
    notFoundUnit: {
      id: 'catalogue.detail.notFoundUnit',
      defaultMessage: 'This unit is no longer available or has been deleted.',
      description: 'Not-found screen',
    },
    notFoundProject: {
      id: 'catalogue.detail.notFoundProject',
      defaultMessage: 'This project is no longer available or has been deleted.',
      description: 'Not-found screen',
    },
    notFoundOther: {
      id: 'catalogue.detail.notFoundOther',
      defaultMessage: 'This page is no longer available or has been deleted.',
      description: 'Not-found screen of a unit design or agency',
    },
    notFoundTitle: {
      id: 'catalogue.detail.notFoundTitle',
      defaultMessage: 'Not available',
      description: 'Title of a not-found screen',
    },
    unadvertisedWithdrawn: {
      id: 'catalogue.detail.unadvertisedWithdrawn',
      defaultMessage: 'Its advertiser has withdrawn this listing: it is no longer advertised.',
      description: 'A listing no longer advertised (HTTP 410): withdrawn',
    },
    unadvertisedSold: {
      id: 'catalogue.detail.unadvertisedSold',
      defaultMessage: 'This home has been sold: it is no longer advertised.',
      description: 'A listing no longer advertised (HTTP 410): sold',
    },
    unadvertisedLicense: {
      id: 'catalogue.detail.unadvertisedLicense',
      defaultMessage:
        'The advertising licence of this listing has expired: it is no longer advertised.',
      description: 'A listing no longer advertised (HTTP 410): its REGA licence expired',
    },
    similarInCity: {
      id: 'catalogue.detail.similarInCity',
      defaultMessage: 'Similar properties in {city}',
      description: 'Link from a listing no longer advertised to the list of similar ones',
    },
    similarInProject: {
      id: 'catalogue.detail.similarInProject',
      defaultMessage: 'Other units in {project}',
      description: 'Link from a unit no longer advertised to its project',
    },
  }),
  reserve: sharedMessages.reserveUnit,
  requestFinancing: commonMessages.requestFinancing,
  unitDesign: pageTitles.unitDesign,
  project: pageTitles.project,
  status: sharedMessages.status,
  backToProperties: commonMessages.browseProperties,
  backToUnits: sharedMessages.browseUnits,
  backToProjects: sharedMessages.browseProjects,
};
