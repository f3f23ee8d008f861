export type NginxOptions = {
  out: string;
  standalone?: boolean;
  listen?: string;
  httpListen?: string;
  serverName: string;
  trustedProxies?: string[];
  root?: string;
  apiUpstream?: string;
  chatWidgetOrigin?: string;
  mapTileOrigin?: string;
  paymentProviderOrigin?: string;
};

export function contentSecurityPolicy(options?: {
  chatWidgetOrigin?: string;
  mapTileOrigin?: string;
  paymentProviderOrigin?: string;
  payment?: boolean;
}): string;
export const MEDIA_POLICY: string;
export function renderNginxConfig(options: NginxOptions): { site: string; conf?: string };
