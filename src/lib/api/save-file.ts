/** How long the object URL of a saved file stays valid (the browser reads it asynchronously). */
const REVOKE_AFTER_MS = 30_000;

/** Makes the browser download `file` under `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** The file name of a `Content-Disposition` header (RFC 6266, `filename*` preferred). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed percent-encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/** The last segment of an API path, used when the server names no file. */
export function fileNameFromPath(path: string): string {
  const segment = path.split('?')[0]?.split('/').filter(Boolean).pop();
  return segment ? decodeURIComponent(segment) : 'archivo';
}

/** Decodes base64 (standard or URL-safe, with or without a data: prefix) into bytes. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const clean = base64
    .replace(/^data:[^,]*,/, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/\s/g, '');
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
