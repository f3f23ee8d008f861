import { useEffect, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { readProviderMessage, type CardBrand } from '../api/provider-fields';
import { paymentMessages as m } from '../messages/payment';
import { Notice } from './ui';

// Sized by a class, not a style attribute (the policy allows none).
const Frame = styled.iframe<{ $height: number }>`
  display: block;
  width: 100%;
  height: ${({ $height }) => $height}px;
  border: 0;
  margin: 0 0 4px;
`;

type Props = {
  frameRef: RefObject<HTMLIFrameElement | null>;
  src: string | undefined;
  origin: string;
  onBrand: (brand: CardBrand | null) => void;
  /** False on the server and while hydrating: no frame yet (its address needs the page's origin). */
  hydrated: boolean;
};

/** The provider's card fields in their frame, sized to their content; the brand as they report it. */
export function HostedCardFields({ frameRef, src, origin, onBrand, hydrated }: Props) {
  const intl = useIntl();
  const [height, setHeight] = useState(190);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readProviderMessage(event, origin, frameRef.current?.contentWindow);
      if (message?.type === 'brand') onBrand(message.brand);
      if (message?.type === 'ready') setReady(true);
      if ((message?.type === 'ready' || message?.type === 'resize') && message.height)
        setHeight(Math.min(Math.max(message.height, 120), 480));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, frameRef, onBrand]);
  if (!hydrated) return <Notice $tone="muted">{intl.formatMessage(m.cardFieldsLoading)}</Notice>;
  if (!src) return <Notice $tone="error">{intl.formatMessage(m.cardFieldsUnavailable)}</Notice>;
  return (
    <>
      {!ready && <Notice $tone="muted">{intl.formatMessage(m.cardFieldsLoading)}</Notice>}
      <Frame
        ref={frameRef}
        src={src}
        title={intl.formatMessage(m.cardFrameTitle)}
        $height={height}
        referrerPolicy="origin"
        data-testid="card-fields-frame"
      />
    </>
  );
}
