import { ApiTimeoutConfig } from '../api-policy/api-timeout-config';
import { ChatSupport } from './chat-support';
import { SafeUpdates } from '../updates/safe-updates';

/**
 * What acts only once the first page is shown, painted and the browser idle (src/app/first-page/first-page.ts):
 * the build's updates and redirects, the chat widget, the calls' timeout from web-app-config. Its own
 * chunk, loaded then (src/app/app.tsx), so the first page's code does not carry it.
 */
export default function AfterFirstPage() {
  return (
    <>
      <SafeUpdates />
      <ApiTimeoutConfig />
      <ChatSupport />
    </>
  );
}
