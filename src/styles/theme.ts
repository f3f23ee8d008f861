export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export const theme = {
  colors: {
    primary: '#0b2a5b',
    primaryHover: '#123c7d',
    primaryContrast: '#ffffff',
    success: '#1b7f3b',
    error: '#b3261e',
    warning: '#f2c200',
    warningText: '#5c4a00',
    text: '#17202e',
    textMuted: '#4d5868',
    border: '#d5dbe4',
    surface: '#ffffff',
    background: '#f5f7fa',
    focus: '#1a73e8',
  },
  radius: '8px',
  appBarHeight: 64,
  /** The platform's fonts: a page's text until the brand font's files are here (src/styles/web-fonts.ts). */
  systemFont: "'Plex Fallback', system-ui, -apple-system, 'Segoe UI', Tahoma, sans-serif",
  font: "'IBM Plex Sans Arabic', 'Plex Fallback', system-ui, -apple-system, 'Segoe UI', Tahoma, sans-serif",
  breakpoints,
  /** Mobile below lg (spec section 9). */
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
    xxl: `@media (min-width: ${breakpoints.xxl}px)`,
  },
} as const;

export type AppTheme = typeof theme;
