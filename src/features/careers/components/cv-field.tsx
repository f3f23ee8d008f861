import { useRef } from 'react';
import { useField } from 'react-final-form';
import { useIntl, type IntlShape } from 'react-intl';
import { describedBy, FieldShell, useFieldError } from '@/components/form';
import { careersMessages as m } from '../messages';
import { withContentType, type CvRules } from '../schemas';

export function fileSize(intl: IntlShape, bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? intl.formatNumber(megabytes, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
    : intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
}

/** The CV file: PDF or Word; its type (from its content) and size are checked as soon as it is chosen. */
export function CvField({ rules }: { rules: CvRules }) {
  const intl = useIntl();
  const { input, meta } = useField<File | undefined>('cv', {
    subscription: {
      value: true,
      touched: true,
      error: true,
      submitError: true,
      dirtySinceLastSubmit: true,
    },
  });
  const file = input.value || undefined;
  const chosen = useRef<File>(undefined);
  // A chosen file is checked at once, without waiting for the field to lose focus.
  const error = useFieldError({ ...meta, touched: meta.touched || Boolean(file) });
  const id = 'field-cv';
  const hint = [
    intl.formatMessage(m.cvHint, { size: fileSize(intl, rules.maxBytes) }),
    file
      ? intl.formatMessage(m.cvChosen, { name: file.name, size: fileSize(intl, file.size) })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldShell id={id} label={intl.formatMessage(m.cv)} hint={hint} error={error} required>
      <input
        id={id}
        name="cv"
        type="file"
        accept={['.pdf', '.doc', '.docx', ...rules.contentTypes].join(',')}
        required
        onChange={(event) => {
          const next = event.target.files?.[0];
          chosen.current = next;
          if (!next) return input.onChange(undefined);
          // The type is read from the content; a later choice wins over a slower earlier one.
          void withContentType(next).then((typed) => {
            if (chosen.current === next) input.onChange(typed);
          });
        }}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}
