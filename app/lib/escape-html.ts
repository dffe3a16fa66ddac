/** Text made safe inside HTML text and quoted attributes, for the few pages built as strings rather than rendered. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
