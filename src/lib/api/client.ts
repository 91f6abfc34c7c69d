import { unsupportedResponseError } from './api-error';
import {
  BASE64_TRANSPORT,
  FILE_TRANSPORT,
  type HttpMethod,
  JSON_TRANSPORT,
  type RequestOptions,
  send,
} from './request';
import { readJsonBody } from './response-body';
import { base64ToBytes, fileNameFromDisposition, fileNameFromPath, saveFile } from './save-file';

export type { RequestOptions } from './request';

async function json<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, body, options, JSON_TRANSPORT);
  return (await readJsonBody(response)) as T;
}

async function file(path: string, options: RequestOptions = {}): Promise<File> {
  const response = await send('GET', path, undefined, options, FILE_TRANSPORT);
  const content = await response.arrayBuffer();
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fileNameFromPath(path);
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() || 'application/octet-stream';
  return new File([content], name, { type });
}

/** The `data` of a base64 download: the content alone (`"..."`) or `{content, mime_type?}`. */
function base64PayloadOf(body: unknown): { content: string; mimeType?: string } | null {
  const data: unknown = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  if (typeof data === 'string') return { content: data };
  if (typeof data === 'object' && data !== null && 'content' in data && typeof data.content === 'string') {
    const mimeType = 'mime_type' in data && typeof data.mime_type === 'string' ? data.mime_type : undefined;
    return { content: data.content, mimeType };
  }
  return null;
}

/**
 * The API client (spec 01 §7). Every method resolves with the whole parsed JSON body
 * (`{data}` or `{data, pagination}`) and rejects with ApiError.
 */
export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions) => json<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    json<T>('POST', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    json<T>('PATCH', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    json<T>('PUT', path, body, options),
  delete: <T = unknown>(path: string, options?: RequestOptions) =>
    json<T>('DELETE', path, undefined, options),

  /** Creates (POST path) without an id, updates (PATCH path/id) with one. */
  upsert: <T = unknown>(
    path: string,
    id: number | string | null | undefined,
    body: unknown,
    options?: RequestOptions,
  ) =>
    id === null || id === undefined || id === ''
      ? json<T>('POST', path, body, options)
      : json<T>('PATCH', `${path}/${encodeURIComponent(String(id))}`, body, options),

  /** Downloads a file; its name comes from Content-Disposition, else from the path. */
  file,

  blob: async (path: string, options?: RequestOptions): Promise<Blob> => (await file(path, options)) as Blob,

  /**
   * Fetches a file sent as base64 JSON (`{data: "..."}` or `{data: {content, mime_type}}`) and
   * makes the browser save it as `fileName`.
   */
  downloadBase64: async (path: string, fileName: string, options?: RequestOptions): Promise<File> => {
    const response = await send('GET', path, undefined, options ?? {}, BASE64_TRANSPORT);
    const payload = base64PayloadOf(await readJsonBody(response));
    if (!payload) throw unsupportedResponseError(response.status);
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = base64ToBytes(payload.content);
    } catch {
      throw unsupportedResponseError(response.status);
    }
    const saved = new File([bytes], fileName, { type: payload.mimeType ?? 'application/octet-stream' });
    saveFile(saved, fileName);
    return saved;
  },
};
