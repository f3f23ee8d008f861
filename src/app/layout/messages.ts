import { defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  skipToContent: { id: 'layout.skipToContent', defaultMessage: 'Skip to content', description: 'Skip link' },
  mainNav: { id: 'layout.mainNav', defaultMessage: 'Main', description: 'Label of the main navigation' },
  home: { id: 'layout.nav.home', defaultMessage: 'Home', description: 'Navigation link' },
  projects: { id: 'layout.nav.projects', defaultMessage: 'Projects', description: 'Navigation link' },
  properties: { id: 'layout.nav.properties', defaultMessage: 'Properties', description: 'Navigation link' },
  units: { id: 'layout.nav.units', defaultMessage: 'Units', description: 'Navigation link' },
  financing: { id: 'layout.nav.financing', defaultMessage: 'Financing', description: 'Navigation link' },
  signIn: { id: 'layout.nav.signIn', defaultMessage: 'Sign in', description: 'Header link' },
  account: { id: 'layout.nav.account', defaultMessage: 'My account', description: 'Header link' },
  switchLanguage: {
    id: 'layout.switchLanguage',
    defaultMessage: 'العربية',
    description: 'Language switch: the name of the OTHER language, written in that language',
  },
  supportTitle: { id: 'layout.footer.supportTitle', defaultMessage: 'Customer support', description: 'Footer heading' },
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
  copyright: {
    id: 'layout.footer.copyright',
    defaultMessage: '© {year} Baitak. All rights reserved.',
    description: 'Footer copyright line',
  },
});
