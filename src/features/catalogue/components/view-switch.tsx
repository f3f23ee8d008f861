import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { listMessages as m } from '../messages/catalogue';

const Group = styled.div`
  display: inline-flex;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  button {
    min-height: 40px;
    padding: 4px 16px;
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

type Props = { map: boolean; onChange: (map: boolean) => void };

export function ViewSwitch({ map, onChange }: Props) {
  const intl = useIntl();
  return (
    <Group role="group" aria-label={intl.formatMessage(m.viewSwitch)}>
      <button type="button" aria-pressed={!map} onClick={() => onChange(false)}>
        {intl.formatMessage(m.viewList)}
      </button>
      <button type="button" aria-pressed={map} onClick={() => onChange(true)}>
        {intl.formatMessage(m.viewMap)}
      </button>
    </Group>
  );
}
