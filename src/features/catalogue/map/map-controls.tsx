import { useIntl } from 'react-intl';
import { mapMessages as m } from '../messages/map';
import { Controls } from './map-styles';

const Icon = ({ d }: { d: string }) => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d={d} stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" />
  </svg>
);

type Props = {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
  /** False at the closest (farthest) zoom the map can draw. */
  canZoomIn: boolean;
  canZoomOut: boolean;
};

export function MapControls({ onZoomIn, onZoomOut, onReset, canZoomIn, canZoomOut }: Props) {
  const intl = useIntl();
  return (
    <Controls>
      <button
        type="button"
        onClick={onZoomIn}
        disabled={!canZoomIn}
        aria-label={intl.formatMessage(m.zoomIn)}
        title={intl.formatMessage(m.zoomIn)}
      >
        <Icon d="M4 10h12M10 4v12" />
      </button>
      <button
        type="button"
        onClick={onZoomOut}
        disabled={!canZoomOut}
        aria-label={intl.formatMessage(m.zoomOut)}
        title={intl.formatMessage(m.zoomOut)}
      >
        <Icon d="M4 10h12" />
      </button>
      <button
        type="button"
        onClick={onReset}
        aria-label={intl.formatMessage(m.reset)}
        title={intl.formatMessage(m.reset)}
      >
        <Icon d="M3 10a7 7 0 1 0 14 0a7 7 0 1 0-14 0M10 1v4M10 15v4M1 10h4M15 10h4" />
      </button>
    </Controls>
  );
}
