/** FNV-1a (32 bit): a stable seed from a text, for the seeded PRNGs of draws and demo spins. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
