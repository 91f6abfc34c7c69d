import { vi } from 'vitest';

/**
 * Catches the files the page downloads (jsdom saves nothing): each file's content, and the names
 * its download links gave them. `restore` puts the links' click back.
 */
export function captureDownloads() {
  const files: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        files.push(blob);
        return 'blob:reporte';
      },
      revokeObjectURL: () => undefined,
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    files,
    names: () => click.mock.contexts.map((link) => (link as HTMLAnchorElement).download),
    restore: () => click.mockRestore(),
  };
}
