import { useRef, useState, type ReactNode } from 'react';
import type { FormApi, ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';
import { isApiError, retryAtOf } from '@/lib/http/api-error';
import { keepForm } from '@/lib/session/kept-forms';
import { useSecondsLeft } from '@/lib/browser/use-seconds-left';
import { Actions } from '../actions';
import { Button } from '../button';
import { focusFirstError } from './focus-first-error';
import { FormError } from './form-error';
import { RetryCountdown } from './retry-countdown';
import { submitErrors, type CodeAliases, type FormErrors } from './submit-errors';
import { useKeptForm } from './use-kept-form';

type Props<V> = {
  /**
   * Sends the values; a refusal it throws is shown where its codes belong. Field errors it answers
   * instead are shown without a call.
   */
  onSubmit: (values: V, form: FormApi<V>) => Promise<FormErrors | void>;
  /** The form's fields, so each `<field>__<problem>` code lands on its field (the rest above). */
  fields: readonly string[];
  aliases?: CodeAliases;
  /** Its checks; a promise while they are loading (final-form waits for it before a submit). */
  validate?: (values: V) => ValidationErrors | Promise<ValidationErrors>;
  initialValues?: Partial<V>;
  /** Above the errors: an intro or a heading. */
  header?: ReactNode;
  /** The form's heading; also its name on the page for a form kept through an expired session. */
  labelledBy?: string;
  /**
   * After a refusal, with the error and the field errors shown; true when it has moved focus itself
   * (e.g. into a payment provider's frame), instead of the form's first error.
   */
  onFailed?: (error: unknown, errors: FormErrors, form: FormApi<V>) => boolean | void;
  /** After a submit that went through (e.g. to empty the form). */
  onSucceeded?: (form: FormApi<V>) => void;
  /** The submit button under the fields (forms with more buttons draw their own). */
  submitLabel?: string;
  /**
   * Starting values that may change while the form is open (they come from data that arrives late):
   * a change fills only the fields the customer has not touched.
   */
  keepTypedOnNewStart?: boolean;
  /**
   * `blocked`: a rate limit refused the last submit and its wait is not over (the countdown shows);
   * a form that draws its own submit button disables it meanwhile.
   */
  children: (state: { submitting: boolean; form: FormApi<V>; blocked: boolean }) => ReactNode;
};

/**
 * A form that sends to the API: checked as the server checks, one submission at a time, the server's
 * error codes mapped to their fields (the others, and a network failure with a retry, above the
 * fields), and focus on the first thing to fix. Nothing typed is lost on an error, nor on a session
 * that expired: the values are kept in memory while the customer signs in again, and the form back at
 * its place starts from them. A rate limit's refusal (`action__limit_exceeded` with `Retry-After`)
 * counts down to the next try above the fields, the submit disabled until then.
 */
export function ApiForm<V extends object>(props: Props<V>) {
  const { onSubmit, fields, aliases, validate, initialValues, header, labelledBy } = props;
  const { onFailed, onSucceeded, submitLabel, keepTypedOnNewStart, children } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const kept = useKeptForm<V>(labelledBy);
  const [retryAt, setRetryAt] = useState<number>();
  const blocked = useSecondsLeft(retryAt) > 0;

  const submit = async (values: V, form: FormApi<V>) => {
    const { place, customer } = kept;
    try {
      const known = await onSubmit(values, form);
      setRetryAt(undefined);
      if (known) focusFirstError(formRef.current);
      return known || undefined;
    } catch (error) {
      if (isApiError(error) && error.status === 401 && customer) keepForm(place, customer, values);
      setRetryAt(retryAtOf(error));
      const errors = submitErrors(error, fields, aliases);
      if (!onFailed?.(error, errors, form)) focusFirstError(formRef.current);
      return errors;
    }
  };

  return (
    <Form<V>
      onSubmit={submit}
      validate={validate}
      initialValues={kept.values ?? initialValues}
      keepDirtyOnReinitialize={keepTypedOnNewStart}
      render={({ handleSubmit, submitError, submitting, form }) => (
        <form
          ref={formRef}
          noValidate
          aria-labelledby={labelledBy}
          onSubmit={(event) => {
            event.preventDefault();
            if (form.getState().submitting || blocked) return;
            const sent = handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstError(formRef.current);
            void sent?.then(() => {
              if (form.getState().submitSucceeded) onSucceeded?.(form);
            });
          }}
        >
          {header}
          <FormError error={submitError} />
          {retryAt !== undefined && <RetryCountdown key={retryAt} until={retryAt} />}
          {children({ submitting: Boolean(submitting), form, blocked })}
          {submitLabel && (
            <Actions>
              <Button type="submit" loading={submitting} disabled={blocked}>
                {submitLabel}
              </Button>
            </Actions>
          )}
        </form>
      )}
    />
  );
}
