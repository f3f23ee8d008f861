import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { UploadProgress } from '../api/use-apply';
import { careersMessages as m } from '../messages';

const Bar = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  margin: 8px 0 16px;
  progress {
    flex: 1;
    height: 12px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** How much of the application has been sent; indeterminate while the size is unknown. */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const intl = useIntl();
  const fraction = progress.total ? Math.min(progress.loaded / progress.total, 1) : undefined;
  return (
    <Bar>
      <progress
        aria-label={intl.formatMessage(m.uploading)}
        max={1}
        value={fraction}
        aria-valuetext={
          fraction === undefined ? undefined : intl.formatMessage(m.uploaded, { percent: fraction })
        }
      />
      {fraction !== undefined && (
        <span aria-hidden="true">{intl.formatMessage(m.uploaded, { percent: fraction })}</span>
      )}
    </Bar>
  );
}
