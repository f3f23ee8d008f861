import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './footer';
import { Header } from './header';

export type LayoutKind = 'main' | 'empty';

const Main = styled.main`
  min-height: 60vh;
  padding-bottom: 48px;
`;

export function Layout({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  if (kind === 'empty') return <Main id="main">{children}</Main>;
  return (
    <>
      <Header />
      <Main id="main">{children}</Main>
      <Footer />
    </>
  );
}
