// A Content-Disposition header that cannot be used to inject headers or folder paths: an ASCII
// fallback name plus the exact name percent-encoded (RFC 6266 / RFC 5987).
export function attachmentDisposition(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() || 'download';
  const fallback = base.replace(/[^A-Za-z0-9._ ()-]/g, '_').replace(/^\.+/, '_') || 'download';
  const encoded = encodeURIComponent(base).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
