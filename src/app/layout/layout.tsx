import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './footer';
import { Header } from './header';

export type LayoutKind = 'main' | 'empty';

const Main = styled.main`
  /* flow-root: a page's first margin stays inside (no collapse that moves main when the page arrives). */
  display: flow-root;
  /* At least a screen tall: the footer starts below the fold, so content arriving late shifts nothing. */
  min-height: 100vh;
  padding-bottom: 48px;
  &:focus {
    outline: none;
  }
`;

/** `main`: header, content, footer. `empty`: the content alone (sign-in, sign-up, insecure network). */
export function Layout({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  const main = (
    <Main id="main" tabIndex={-1}>
      {children}
    </Main>
  );
  if (kind === 'empty') return main;
  return (
    <>
      <Header />
      {main}
      <Footer />
    </>
  );
}
