import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';

/** When `watch` changes (not on the first render), the fields that depend on it are emptied. */
export function ResetOnChange({ watch, reset }: { watch: string; reset: readonly string[] }) {
  const form = useForm();
  const { input } = useField(watch, { subscription: { value: true } });
  const previous = useRef<unknown>(input.value);
  useEffect(() => {
    if (previous.current === input.value) return;
    previous.current = input.value;
    form.batch(() => reset.forEach((field) => form.change(field, undefined)));
  }, [form, input.value, reset]);
  return null;
}
