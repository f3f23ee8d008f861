/** A file part of a hand-built multipart body. */
export type FilePart = { field: string; name: string; type: string; bytes: Uint8Array };

/**
 * A multipart body built by hand: under jsdom, fetch cannot serialize jsdom's FormData and Blob
 * (the file arrives as a few bytes), so tests write the bytes a browser would send.
 */
export function multipart(fields: Record<string, string>, file?: FilePart | null) {
  const boundary = 'mock-boundary-7d1f';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = file
    ? `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`
    : '';
  const encoder = new TextEncoder();
  const chunks = [
    encoder.encode(parts.join('') + head),
    file?.bytes ?? new Uint8Array(),
    encoder.encode(`${file ? '\r\n' : ''}--${boundary}--\r\n`),
  ];
  const body = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
