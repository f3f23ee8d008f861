// The provider's hosted card fields as a component test plays them: jsdom does not load the frame, so
// this stands in for the page inside it. It answers the checkout's messages the way the real frame
// does (mocks/handlers/provider-fields-page.ts): a token from the provider's token endpoint, the
// provider's field codes, or emptied fields, each posted from the frame's window and origin.
import { brandOf } from '../db/provider/brands';
import { tokenize } from './provider';

export type FrameCard = { number: string; exp_month: string; exp_year: string; cvc: string };

export type ProviderFrame = {
  frame: HTMLIFrameElement;
  origin: string;
  /** Types a card into the fields (reports its network as the real fields do). */
  type(card: FrameCard): void;
  /** What the checkout sent the frame. */
  received: unknown[];
  /** The card as the fields hold it now (emptied on `clear`). */
  card(): FrameCard | undefined;
  /** Posts a message as the frame (or, with `from`, as someone else). */
  post(data: object, from?: { origin?: string; source?: Window | null }): void;
};

export function playProviderFrame(frame: HTMLIFrameElement): ProviderFrame {
  const origin = new URL(frame.src).origin;
  const source = frame.contentWindow;
  if (!source) throw new Error('the card fields frame has no window');
  let typed: FrameCard | undefined;
  const received: unknown[] = [];
  const post: ProviderFrame['post'] = (data, from = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'psp-fields', ...data },
        origin: from.origin ?? origin,
        source: from.source === undefined ? source : from.source,
      }),
    );
  source.postMessage = ((data: { type?: string; name?: string }, target: string) => {
    received.push({ data, target });
    if (target !== origin) return;
    if (data.type === 'clear') {
      typed = undefined;
      post({ type: 'brand', brand: null });
    }
    if (data.type !== 'tokenize') return;
    void tokenize({ ...typed, name: data.name }).then(({ status, body }) => {
      const answer = body as { id?: string; brand?: string; last4?: string; errors?: string[] };
      if (status === 201)
        post({ type: 'token', token: answer.id, brand: answer.brand, last4: answer.last4 });
      else post({ type: 'invalid', errors: answer.errors ?? [] });
    });
  }) as Window['postMessage'];
  post({ type: 'ready', height: 200 });
  return {
    frame,
    origin,
    received,
    post,
    card: () => typed,
    type(card) {
      typed = card;
      post({ type: 'brand', brand: brandOf(card.number) ?? null });
    },
  };
}
