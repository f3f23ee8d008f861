import { useIntl } from 'react-intl';
import { showToast } from '@/lib/browser/toast';
import { actionMessages as m } from '../messages/detail-actions';

/**
 * Shares the page: the phone's share sheet (Web Share API) where there is one, otherwise the link is
 * copied and a toast says so.
 */
export function ShareButton({ title }: { title: string }) {
  const intl = useIntl();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast(intl.formatMessage(m.linkCopied), 'success');
    } catch {
      showToast(intl.formatMessage(m.copyFailed, { url }), 'error');
    }
  };
  return (
    <button type="button" className="contact" onClick={() => void share()}>
      {intl.formatMessage(m.share)}
    </button>
  );
}
