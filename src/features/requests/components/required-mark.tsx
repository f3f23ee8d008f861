import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '@/components/messages';

const Star = styled.span`
  &::after {
    content: ' *';
  }
`;

/** After a legend or label: "required" for screen readers, an asterisk for the eye. */
export function RequiredMark() {
  const intl = useIntl();
  return (
    <>
      <span className="visually-hidden"> {intl.formatMessage(commonMessages.required)}</span>
      <Star aria-hidden="true" />
    </>
  );
}
