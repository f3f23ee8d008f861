import { useIntl, type MessageDescriptor } from 'react-intl';
import { fieldMessages } from '../messages/fields';

const labels: Partial<Record<string, MessageDescriptor>> = fieldMessages;
const label = (field: string) => labels[field];

/** The request fields the server still needs, by their labels. */
export function MissingFields({
  title,
  fields,
  id,
}: {
  title: string;
  fields: readonly string[];
  id?: string;
}) {
  const intl = useIntl();
  if (fields.length === 0) return null;
  return (
    <div id={id}>
      <p>
        <strong>{title}</strong>
      </p>
      <ul>
        {fields.map((field) => {
          const message = label(field);
          return <li key={field}>{message ? intl.formatMessage(message) : field}</li>;
        })}
      </ul>
    </div>
  );
}
