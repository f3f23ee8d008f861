import styled from 'styled-components';

export const MapFrame = styled.div`
  position: relative;
  height: min(70vh, 560px);
  min-height: 320px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #dfeaf5;
  touch-action: none;
  user-select: none;
  cursor: grab;
  &:active {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  > svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
`;

export const Marker = styled.a`
  position: absolute;
  /*! @noflip */
  transform: translate(-50%, -100%);
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast} !important;
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.35);
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primaryHover};
    z-index: 2;
  }
`;

export const Controls = styled.div`
  position: absolute;
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
`;

export const Credit = styled.p`
  position: absolute;
  bottom: 0;
  inset-inline-start: 0;
  margin: 0;
  padding: 2px 6px;
  font-size: 0.75rem;
  background: rgb(255 255 255 / 0.85);
  color: ${({ theme }) => theme.colors.text};
`;
