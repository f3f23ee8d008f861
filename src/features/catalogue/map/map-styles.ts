import styled from 'styled-components';

/** The map's box: Leaflet's container fills it, the controls and the credit sit over it. */
export const MapFrame = styled.div`
  position: relative;
  /* Leaflet's panes and controls (z-index 400 to 1000) stay inside the map, under the page's bars. */
  isolation: isolate;
  height: min(70vh, 560px);
  min-height: 320px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  .leaflet-container {
    position: absolute;
    inset: 0;
    background: #dfeaf5;
    font: inherit;
    /* One finger scrolls the page; two are the map's (cooperative-gestures.ts). */
    touch-action: pan-x pan-y !important;
  }
  .leaflet-container:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  .leaflet-container[data-gesture-hint]::after {
    content: attr(data-gesture-hint);
    position: absolute;
    inset: 0;
    z-index: 1000;
    display: grid;
    place-items: center;
    padding: 16px;
    background: rgb(0 0 0 / 0.5);
    color: #fff;
    font-size: 1.25rem;
    text-align: center;
    pointer-events: none;
  }
  /* Under its point: a home's price sits above the point, a group's circle around it. */
  .map-place span {
    position: absolute;
    /*! @noflip */
    left: 0;
    /*! @noflip */
    transform: translate(-50%, 26px);
    color: #4d5868;
    font-size: 0.8rem;
    font-weight: 600;
    white-space: nowrap;
    text-shadow:
      0 0 3px #f7f4ec,
      0 0 3px #f7f4ec;
  }
  .map-marker a,
  .map-cluster {
    position: absolute;
    /*! @noflip */
    left: 0;
    pointer-events: auto;
    font-weight: 600;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.35);
  }
  .map-marker a {
    /*! @noflip */
    transform: translate(-50%, -100%);
    padding: 2px 8px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-size: 0.8rem;
    white-space: nowrap;
    text-decoration: none;
  }
  .map-cluster {
    /*! @noflip */
    transform: translate(-50%, -50%);
    min-width: 40px;
    height: 40px;
    padding: 0 8px;
    border: 3px solid ${({ theme }) => theme.colors.surface};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primaryHover};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-size: 0.9rem;
    cursor: pointer;
  }
  .map-marker a:hover,
  .map-marker a:focus-visible,
  .map-cluster:hover,
  .map-cluster:focus-visible {
    background: ${({ theme }) => theme.colors.primaryHover};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    z-index: 2;
  }
`;

export const Controls = styled.div`
  position: absolute;
  z-index: 1000;
  top: 8px;
  inset-inline-end: 8px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  button {
    width: 40px;
    height: 40px;
    display: grid;
    place-items: center;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  button:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

export const Credit = styled.p`
  position: absolute;
  z-index: 1000;
  bottom: 0;
  inset-inline-start: 0;
  margin: 0;
  padding: 2px 6px;
  font-size: 0.75rem;
  background: rgb(255 255 255 / 0.85);
  color: ${({ theme }) => theme.colors.text};
`;
