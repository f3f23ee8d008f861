export type NginxOptions = {
  out: string;
  standalone?: boolean;
  listen?: string;
  httpListen?: string;
  serverName: string;
  trustedProxies?: string[];
  cachePath?: string;
  root?: string;
  appUpstreams?: string[];
  apiUpstream?: string;
  chatWidgetOrigin?: string;
  mapTileOrigin?: string;
  paymentProviderOrigin?: string;
};

export function renderNginxConfig(options: NginxOptions): { site: string; conf?: string };
