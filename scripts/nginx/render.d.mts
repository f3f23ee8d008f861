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
};

export function contentSecurityPolicy(options?: {
  chatWidgetOrigin?: string;
  mapTileOrigin?: string;
}): string;
export const MEDIA_POLICY: string;
export function renderNginxConfig(options: NginxOptions): { site: string; conf?: string };
