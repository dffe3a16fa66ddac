import { httpRequest } from './http';

export type FilePart = { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body as a browser sends it: the text fields first, then the files. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----wl${Date.now()}${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a multipart body from the site's own page (same Origin) with the player's cookie. */
export const postMultipart = (siteUrl: string, host: string, path: string, cookie: string, form: { body: Buffer; type: string }) =>
  httpRequest(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, cookie, 'content-type': form.type },
    body: form.body as unknown as string,
  });
