/** A file part (checked by shape: the page's and the runtime's `Blob` classes may differ). */
export const isFile = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && 'size' in value && 'type' in value;

/** The multipart body, or undefined when it cannot be read. */
export async function readForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}
