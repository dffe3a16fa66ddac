import { safeUrl, WEB } from '~/lib/safe-url';

/** Web addresses inside a message; anything else that looks like a link stays plain text. */
const LINK = /\bhttps?:\/\/[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]/gi;

/**
 * A message as text, never markup: React escapes every character. Web links (http and https, through the
 * site's scheme allow-list) become links that open in a new tab and pass no credit or opener.
 */
export function ChatText({ text }: { text: string }) {
  const parts: (string | { href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = safeUrl(match[0], { schemes: WEB });
    if (!href) continue;
    if (match.index! > last) parts.push(text.slice(last, match.index));
    parts.push({ href });
    last = match.index! + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.href}
          </a>
        ),
      )}
    </>
  );
}
