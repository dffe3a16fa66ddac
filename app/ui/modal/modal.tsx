import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { useModalState, type ModalProps } from './modal-context';
import { lockPageScroll } from './scroll-lock';
import * as s from './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A named modal on the native `<dialog>`: the browser gives the top layer, inert page and Escape;
 * this adds open/close by name, a focus loop, focus back to the opener, a pinned page and,
 * with `urlParam`, a `?modal=name` history entry so the back button closes it.
 */
export function Modal({
  name,
  title,
  width = 600,
  delay = 0,
  urlParam = false,
  pinPage = true,
  dismissible = true,
  className,
  children,
}: {
  name: string;
  /** A function gets the props the modal was opened with. */
  title: ReactNode | ((props: ModalProps) => ReactNode);
  width?: number;
  /** Milliseconds between being asked to open and showing. */
  delay?: number;
  urlParam?: boolean;
  /** Pin the page behind (on by default; the page keeps its scroll position). */
  pinPage?: boolean;
  /** A click on the backdrop closes it. */
  dismissible?: boolean;
  className?: string;
  children: ReactNode | ((props: ModalProps) => ReactNode);
}) {
  const { t } = useTranslation();
  const state = useModalState();
  const { register, close, openerOf } = state;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const isOpen = urlParam ? state.fromUrl === name : name in state.local;
  const props = state.local[name] ?? {};

  useEffect(() => register(name, urlParam), [register, name, urlParam]);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !isOpen) return;
    let release: (() => void) | null = null;
    const show = () => {
      if (!element.open) element.showModal();
      if (pinPage) release = lockPageScroll();
    };
    const timer = delay > 0 ? window.setTimeout(show, delay) : (show(), 0);
    return () => {
      window.clearTimeout(timer);
      if (element.open) element.close();
      release?.();
      // After the page is unpinned, so focusing the opener does not scroll a fixed body.
      const opener = openerOf(name);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [isOpen, delay, pinPage, name, openerOf]);

  // The browser closed it (Escape, a form with method="dialog"): bring the state along.
  const onClose = () => {
    if (isOpen) close(name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    if (!items.length) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    // Keep Tab inside: the page behind is inert, but the browser's own toolbar is not.
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (dismissible && event.target === dialog.current) close(name);
  };

  return (
    <dialog
      ref={dialog}
      className={`${s.dialog}${className ? ` ${className}` : ''}`}
      style={{ width: `min(${width}px, calc(100vw - 24px))` }}
      aria-labelledby={titleId}
      data-modal={name}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={onBackdrop}
    >
      {isOpen ? (
        <div className={s.frame}>
          <header className={s.head}>
            <h2 id={titleId} className={s.title}>
              {typeof title === 'function' ? title(props) : title}
            </h2>
            <button type="button" className={s.close} onClick={() => close(name)} aria-label={t('common.close')}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <div className={s.body} data-modal-body="">
            {typeof children === 'function' ? children(props) : children}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
