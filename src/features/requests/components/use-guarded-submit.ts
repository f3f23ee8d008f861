import { useRef, type FormEvent } from 'react';
import type { FormApi } from 'final-form';
import { focusFirstError } from '@/components/form';

/**
 * The form element's submit handler: one submission at a time (a second Enter or click while sending
 * does nothing), and focus on the first invalid field when the client checks fail.
 */
export function useGuardedSubmit<V>() {
  const formRef = useRef<HTMLFormElement>(null);
  const onSubmit = (
    event: FormEvent<HTMLFormElement>,
    form: FormApi<V>,
    handleSubmit: (event?: FormEvent<HTMLFormElement>) => unknown,
  ) => {
    if (form.getState().submitting) {
      event.preventDefault();
      return;
    }
    void handleSubmit(event);
    if (form.getState().hasValidationErrors) focusFirstError(formRef.current);
  };
  return { formRef, onSubmit };
}
