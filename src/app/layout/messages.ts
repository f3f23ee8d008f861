import { defineMessages } from '@/i18n/define-messages';

export const layoutMessages = defineMessages({
  skipToContent: {
    id: 'layout.skipToContent',
    defaultMessage: 'Skip to content',
    description: 'Skip link',
  },
  mainNav: {
    id: 'layout.mainNav',
    defaultMessage: 'Main',
    description: 'Label of the main navigation',
  },
  brandHome: {
    id: 'layout.brandHome',
    defaultMessage: '{brand} home page',
    description: 'Accessible name of the logo link to the home page',
  },
  financing: {
    id: 'layout.nav.financing',
    defaultMessage: 'Financing',
    description: 'Navigation link',
  },
  realEstateRequest: {
    id: 'layout.nav.realEstateRequest',
    defaultMessage: 'Request a property',
    description: 'Navigation link to the form for a property the visitor did not find',
  },
  menu: {
    id: 'layout.menu',
    defaultMessage: 'Menu',
    description: 'Button that opens the navigation on small screens',
  },
  accountOverview: {
    id: 'layout.account.overview',
    defaultMessage: 'Account overview',
    description: 'Account menu link to the account page',
  },
  signOut: {
    id: 'layout.account.signOut',
    defaultMessage: 'Sign out',
    description: 'Account menu button',
  },
  switchLanguage: {
    id: 'layout.switchLanguage',
    defaultMessage: 'العربية',
    description: 'Language switch: the name of the OTHER language, written in that language',
  },
  supportTitle: {
    id: 'layout.footer.supportTitle',
    defaultMessage: 'Customer support',
    description: 'Footer heading',
  },
  supportHours: {
    id: 'layout.footer.supportHours',
    defaultMessage: 'Monday to Friday, 09:00–15:00',
    description: 'Support opening hours',
  },
  supportPhone: {
    id: 'layout.footer.supportPhone',
    defaultMessage: 'Phone support from 8am to 5pm',
    description: 'Phone support hours',
  },
  supportFeedback: {
    id: 'layout.footer.supportFeedback',
    defaultMessage: 'We answer feedback within 24 hours',
    description: 'Feedback answer time',
  },
  aboutTitle: {
    id: 'layout.footer.aboutTitle',
    defaultMessage: 'About us',
    description: 'Footer heading',
  },
  helpTitle: {
    id: 'layout.footer.helpTitle',
    defaultMessage: 'Help',
    description: 'Footer heading',
  },
  tagline: {
    id: 'layout.footer.tagline',
    defaultMessage:
      'Find your home, reserve it online and compare financing offers. Free for buyers.',
    description: 'Short description of the product in the footer',
  },
  copyright: {
    id: 'layout.footer.copyright',
    defaultMessage: '© {year} Baitak. All rights reserved.',
    description: 'Footer copyright line',
  },
});
