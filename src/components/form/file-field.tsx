import { useRef, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { cleanFileName } from '@/lib/input/file-name';
import { controlStyles, describedBy, FieldShell, fieldId } from './field-shell';
import { formMessages as m } from './messages';
import { useFieldError } from './use-field-error';

/** Bytes sent of an upload; `total` is unknown when the browser cannot tell. */
export type UploadProgress = { loaded: number; total?: number };

/**
 * A size in the reader's language: "1.5 MB", "320 KB". Our own words, not Intl's units: Arabic
 * abbreviates megabytes ("م.ب") but not kilobytes.
 */
export function fileSize(intl: IntlShape, bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? intl.formatMessage(m.megabytes, {
        size: intl.formatNumber(megabytes, { maximumFractionDigits: 1 }),
      })
    : intl.formatMessage(m.kilobytes, {
        size: intl.formatNumber(Math.max(1, Math.round(bytes / 1024))),
      });
}

type Props = {
  name: string;
  label: ReactNode;
  /** What may be chosen (`.pdf,application/pdf`); the form's own check has the last word. */
  accept: string;
  hint?: string;
  /** What the form keeps of a chosen file, e.g. the file with its type read from its content. */
  read?: (file: File) => Promise<File>;
};

/**
 * The file input covers the styled button, invisible: it still takes the click, the keyboard and
 * its name from the label, while the button's words and "no file chosen" are in the page's language
 * instead of the browser's.
 */
const Picker = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  input[type='file'] {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    min-height: 0;
    padding: 0;
    opacity: 0;
    cursor: pointer;
  }
  > span:last-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** A control of the kit that looks like the secondary button. */
const Choose = styled.span`
  ${controlStyles}
  display: inline-flex;
  align-items: center;
  width: auto;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] + & {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

/** One file; it is checked as soon as it is chosen, and its name and size are shown beside it. */
export function FileField({ name, label, accept, hint, read }: Props) {
  const intl = useIntl();
  const { input, meta } = useField<File | undefined>(name, {
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
  const id = fieldId(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required>
      <Picker>
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          required
          onChange={(event) => {
            const next = event.target.files?.[0];
            chosen.current = next;
            if (!next || !read) return input.onChange(next);
            // A later choice wins over a slower earlier one.
            void read(next).then((kept) => {
              if (chosen.current === next) input.onChange(kept);
            });
          }}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-file`, describedBy(id, hint, error)].filter(Boolean).join(' ')}
        />
        <Choose aria-hidden="true">{intl.formatMessage(m.chooseFile)}</Choose>
        <span id={`${id}-file`}>
          {file
            ? intl.formatMessage(m.fileChosen, {
                // As it will be kept: without bidirectional controls, its content's extension.
                name: cleanFileName(file.name, file.type || undefined),
                size: fileSize(intl, file.size),
              })
            : intl.formatMessage(m.noFileChosen)}
        </span>
      </Picker>
    </FieldShell>
  );
}

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

/** How much of a form with a file has been sent; indeterminate while the size is unknown. */
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
