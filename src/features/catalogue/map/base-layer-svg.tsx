import { memo } from 'react';
import { project, tileUrl, visibleTiles, type Size, type View } from './mercator';
import { saudiBaseLayer } from './saudi-base-layer';

type Props = { view: View; size: Size; tileUrlTemplate?: string };

/** Raster tiles when a tile server is configured, and the country's regions drawn over (or alone). */
export const BaseLayerSvg = memo(function BaseLayerSvg({ view, size, tileUrlTemplate }: Props) {
  const layer = saudiBaseLayer();
  const scale = 2 ** view.zoom;
  const center = project(view.center);
  const transform = `translate(${size.width / 2 - center.x * scale} ${size.height / 2 - center.y * scale}) scale(${scale})`;
  const withTiles = Boolean(tileUrlTemplate);
  return (
    <svg viewBox={`0 0 ${size.width} ${size.height}`} aria-hidden="true" focusable="false">
      {tileUrlTemplate &&
        visibleTiles(view, size).map((tile) => (
          <image
            key={`${tile.z}/${tile.x}/${tile.y}/${tile.left}`}
            href={tileUrl(tileUrlTemplate, tile)}
            x={tile.left}
            y={tile.top}
            width={256}
            height={256}
          />
        ))}
      <g transform={transform}>
        {layer.regions.map((region) => (
          <path key={region.id} d={region.d} fill={withTiles ? 'none' : '#f7f4ec'} stroke="none" />
        ))}
        <path
          d={layer.borders}
          fill="none"
          stroke="#9aa5b4"
          strokeWidth={1}
          strokeDasharray="4 3"
          vectorEffect="non-scaling-stroke"
        />
        <path
          d={layer.outline}
          fill="none"
          stroke="#4d5868"
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
        />
      </g>
    </svg>
  );
});
