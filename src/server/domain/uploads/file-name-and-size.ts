/** "5 MB": a size limit as the member reads it. */
export function sizeLabel(bytes: number): string {
  if (bytes >= 1_048_576) return `${Number((bytes / 1_048_576).toFixed(1))} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

/** A file name safe to store and hand back: no path, no control characters, trimmed. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
}
