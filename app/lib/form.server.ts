/** The longest text a form field is read as: anything longer is cut before any check sees it. */
export const MAX_FIELD_LENGTH = 4096;

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * A POST's form fields as text. Not a form (another Content-Type, a body that does not parse) is the
 * sender's mistake: 415 or 400, never a 500. Files are not fields here (uploads have their own routes).
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  if (!FORM_TYPES.test(request.headers.get('Content-Type') ?? '')) throw new Response('Unsupported Media Type', { status: 415 });
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    throw new Response('Bad Request', { status: 400 });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of data) {
    if (typeof value !== 'string') throw new Response('Bad Request', { status: 400 });
    fields[name.slice(0, 100)] = value.slice(0, MAX_FIELD_LENGTH);
  }
  return fields;
}

/** Values a form page shows again after a failed post: short, so a huge field never comes back as a huge page. */
export function echoValues(fields: Record<string, string>, keep: (name: string) => boolean, maxLength = 200): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => keep(name))
      .map(([name, value]) => [name, value.slice(0, maxLength)]),
  );
}
