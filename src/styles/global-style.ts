import { createGlobalStyle } from 'styled-components';
import { WEB_FONTS_CLASS } from './web-fonts';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    /* A hash target is not hidden under the sticky app bar. */
    scroll-padding-top: ${({ theme }) => theme.appBarHeight + 16}px;
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.systemFont};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.6;
  }
  html.${WEB_FONTS_CLASS} body { font-family: ${({ theme }) => theme.font}; }
  img { max-width: 100%; height: auto; display: block; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  button, input, select, textarea { font: inherit; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
