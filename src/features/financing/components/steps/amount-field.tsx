import type { ComponentProps } from 'react';
import { TextField } from '@/components/form/text-field';

/** An amount or count as typed: Arabic-Indic digits and separators accepted (read with parseAmount). */
export function AmountField(props: ComponentProps<typeof TextField>) {
  return <TextField inputMode="decimal" autoComplete="off" dir="ltr" {...props} />;
}
