import { useIntl, type MessageDescriptor } from 'react-intl';
import { fieldMessages } from '../../messages/fields';
import { wizardMessages as w } from '../../messages/wizard';
import type { WizardValues } from '../../schemas/values';
import { Notice } from '../ui';

const labels: Partial<Record<string, MessageDescriptor>> = fieldMessages;

/** Names the fields the profile filled in, so the customer knows where they came from. */
export function ProfileSource({ fields }: { fields: readonly (keyof WizardValues)[] }) {
  const intl = useIntl();
  const names = fields.flatMap((field) => {
    const label = labels[field];
    return label ? [intl.formatMessage(label)] : [];
  });
  if (names.length === 0) return null;
  return (
    <Notice>
      {intl.formatMessage(w.fromProfile, {
        fields: intl.formatList(names, { type: 'conjunction' }),
      })}
    </Notice>
  );
}
