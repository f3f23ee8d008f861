import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Actions } from '@/components/actions';
import { paths } from '@/config/paths';
import { useErrorText } from '@/lib/error-messages';
import { checkoutMessages as m } from '../messages/checkout';
import { Panel } from './ui';

/** A unit that does not exist: a retry cannot help, the way out is the list of units. */
export function UnitNotFound() {
  const intl = useIntl();
  const codeText = useErrorText();
  return (
    <Panel role="alert">
      <p>{codeText('unit__not_found')}</p>
      <Actions>
        <Link href={paths.units.getHref()}>{intl.formatMessage(m.browseUnits)}</Link>
      </Actions>
    </Panel>
  );
}
