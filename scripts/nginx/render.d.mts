export type NginxOptions = {
  out: string;
  standalone?: boolean;
  listen?: string;
  serverName?: string;
  root?: string;
  apiUpstream?: string;
  chatWidgetOrigin?: string;
  mapTileOrigin?: string;
};

export function contentSecurityPolicy(options?: {
  chatWidgetOrigin?: string;
  mapTileOrigin?: string;
}): string;
export function renderNginxConfig(options: NginxOptions): { site: string; conf?: string };
