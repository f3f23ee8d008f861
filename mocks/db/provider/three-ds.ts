import { currentNamespace } from '../../lib/namespace';

/**
 * The mock provider's 3-D Secure challenges. Like its tokens they live on the provider's origin, in no
 * data namespace: a challenge names the namespace and the payment it verifies, and where the provider
 * sends the browser back (kept here, never read from the challenge page's form).
 */
export type ThreeDsChallenge = { namespace: string; paymentId: number; returnUrl: string };

const challenges = new Map<string, ThreeDsChallenge>();
const byPayment = new Map<string, string>();

/** The challenge id of a payment in the current namespace (the same one each time it is asked). */
export function threeDsChallenge(paymentId: number, returnUrl: string): string {
  const namespace = currentNamespace();
  const key = `${namespace} ${paymentId}`;
  const known = byPayment.get(key);
  if (known && challenges.get(known)?.returnUrl === returnUrl) return known;
  const id = crypto.randomUUID().replaceAll('-', '');
  challenges.set(id, { namespace, paymentId, returnUrl });
  byPayment.set(key, id);
  return id;
}

export const findThreeDsChallenge = (id: string): ThreeDsChallenge | undefined =>
  challenges.get(id);
