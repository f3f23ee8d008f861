/** Saves a file the page made (a blob) under a name, as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const copyFileName = (generatedAt: string, extension: 'json' | 'pdf') =>
  `baitak-my-data-${generatedAt.slice(0, 10)}.${extension}`;
