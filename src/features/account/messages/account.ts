import { defineMessages } from '@/i18n/define-messages';
import { pageTitles } from '@/config/page-titles';
import { sharedMessages } from '@/i18n/shared-messages';
import { formMessages } from '@/components/form/messages';

export const accountMessages = {
  ...defineMessages({
    nav: {
      id: 'account.nav.label',
      defaultMessage: 'Account sections',
      description: 'Accessible name of the account navigation',
    },
    privacy: {
      id: 'account.nav.privacy',
      defaultMessage: 'Privacy and data',
      description: 'Account navigation: personal data rights (copy, consents, deletion)',
    },
    reservations: {
      id: 'account.nav.reservations',
      defaultMessage: 'Reservations',
      description: 'Account navigation: reservations',
    },
    welcome: {
      id: 'account.overview.welcome',
      defaultMessage: 'Welcome, {name}',
      description: 'Greeting on the account page',
    },
    welcomeNoName: {
      id: 'account.overview.welcomeNoName',
      defaultMessage: 'Welcome',
      description: 'Greeting when the name is unknown',
    },
    editDetails: {
      id: 'account.overview.editDetails',
      defaultMessage: 'View and edit your details',
      description: 'Link from the profile summary to the account details',
    },
    requestsCard: {
      id: 'account.overview.requestsCard',
      defaultMessage: 'Follow your financing requests and their offers.',
      description: 'Text of the link card to the financing requests',
    },
    reservationsCard: {
      id: 'account.overview.reservationsCard',
      defaultMessage: 'See your unit reservations and their payments.',
      description: 'Text of the link card to the reservations',
    },
    userNumber: {
      id: 'account.profile.userNumber',
      defaultMessage: 'Customer number',
      description: 'Label: the customer number',
    },
    nationalId: {
      id: 'account.profile.nationalId',
      defaultMessage: 'National ID / iqama',
      description: 'Label: national ID',
    },
    birthdayValue: {
      id: 'account.profile.birthdayValue',
      defaultMessage: '{gregorian} ({hijri})',
      description:
        'The date of birth in the Gregorian calendar, then in the Hijri calendar in brackets',
    },
    notGiven: {
      id: 'account.profile.notGiven',
      defaultMessage: 'Not given',
      description: 'A profile value that is missing',
    },
    personal: {
      id: 'account.details.personal',
      defaultMessage: 'Personal details',
      description: 'Heading of the personal details',
    },
  }),
  overview: sharedMessages.overview,
  details: pageTitles.accountDetails,
  requests: pageTitles.financingRequests,
  profile: sharedMessages.yourProfile,
  fullName: formMessages.fullName,
  phone: formMessages.phone,
  birthday: formMessages.birthday,
  email: sharedMessages.email,
  nationality: formMessages.nationality,
  maritalStatus: formMessages.maritalStatus,
  residenceCity: formMessages.residenceCity,
};
