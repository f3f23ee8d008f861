import { ApiTimeoutConfig } from './api-timeout-config';
import { ChatSupport } from './chat-support';
import { OnePerTask } from './one-per-task';
import { SafeUpdates } from './updates/safe-updates';

/**
 * What acts only once the first page is shown, painted and the browser idle (src/app/first-page.ts):
 * the build's updates and redirects, the chat widget, the calls' timeout from web-app-config. Its own
 * chunk, loaded then (src/app/app.tsx), so the first screen's code does not carry it. Each part
 * starts in a task of its own (their calls and polls started together were one long task).
 */
export default function AfterFirstPage() {
  return (
    <OnePerTask>
      <SafeUpdates />
      <ApiTimeoutConfig />
      <ChatSupport />
    </OnePerTask>
  );
}
