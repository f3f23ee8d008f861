/**
 * After a submit that failed validation (client or server), moves focus to the first invalid field so
 * keyboard and screen-reader users land on what needs fixing. Call it after the errors have rendered.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? form?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  });
}
