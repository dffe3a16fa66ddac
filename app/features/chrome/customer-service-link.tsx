import type { MouseEvent, ReactNode } from 'react';

export const CUSTOMER_SERVICE_PATH = '/resources/customer-service';

/**
 * Opens customer service in a 440×750 popup. Without JavaScript, or when the browser
 * blocks popups, the link opens a new tab. The server decodes the chat link and redirects.
 */
/** Chat windows already open, by link: a second click brings the chat forward instead of a new one. */
const openChats = new Map<string, Window>();

export function openCustomerService(event: MouseEvent<HTMLAnchorElement>) {
  const href = event.currentTarget.href;
  const open = openChats.get(href);
  if (open && !open.closed) {
    event.preventDefault();
    open.focus();
    return;
  }
  const popup = window.open(href, '_blank', 'popup,width=440,height=750');
  if (!popup) return;
  event.preventDefault();
  // The chat site is someone else's page: it gets no handle on ours (reverse tabnabbing).
  popup.opener = null;
  openChats.set(href, popup);
}

export function CustomerServiceLink({ type, className, children, label }: { type?: string; className?: string; children: ReactNode; label?: string }) {
  const href = type ? `${CUSTOMER_SERVICE_PATH}?type=${encodeURIComponent(type)}` : CUSTOMER_SERVICE_PATH;
  return (
    <a href={href} target="_blank" rel="noopener" className={className} onClick={openCustomerService} aria-label={label}>
      {children}
    </a>
  );
}
