import { useLocation, useSearch } from 'wouter';

/**
 * `?step=code` in the address while the code is asked for: Back from the code returns to the first
 * step (with what was typed), and other query parameters (`from`) are kept.
 */
export function useStepParam() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const onCodeStep = new URLSearchParams(search).get('step') === 'code';
  const goTo = (step: 'code' | undefined, options?: { replace?: boolean }) => {
    const params = new URLSearchParams(search);
    if (step) params.set('step', step);
    else params.delete('step');
    const query = params.toString();
    navigate(query ? `${location}?${query}` : location, options);
  };
  return { onCodeStep, goTo };
}
