/**
 * `bytes` cut at every `separator`, as views of it (no copy). Cutting UTF-8 bytes at an ASCII separator
 * cuts the text at the same places: no byte of a multi-byte character is ASCII.
 */
export function splitAt(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(bytes.subarray(from));
  return parts;
}
