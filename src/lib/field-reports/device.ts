import type { ConnectionType, DeviceClass } from '@generated/model';

const CONNECTIONS: readonly string[] = ['slow-2g', '2g', '3g', '4g'] satisfies ConnectionType[];

/** A phone below 600 px of window width, a tablet below 1024 px, a desktop from there. */
export function deviceClass(width: number): DeviceClass {
  return width < 600 ? 'phone' : width < 1024 ? 'tablet' : 'desktop';
}

/** The connection as the browser rates it (`effectiveType`, Chromium only); `unknown` elsewhere. */
export function connectionType(navigator: Navigator): ConnectionType {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
    ?.effectiveType;
  return type && CONNECTIONS.includes(type) ? (type as ConnectionType) : 'unknown';
}
