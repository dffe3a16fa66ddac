import { useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** The search parameter a URL-addressable modal lives in: `?modal=name`. */
export const MODAL_PARAM = 'modal';

export type ModalProps = Record<string, unknown>;

type ModalState = {
  /** Modals opened by code, with the props they were opened with. */
  local: Record<string, ModalProps>;
  /** The modal named in the URL, if any. */
  fromUrl: string | null;
  open: (name: string, props?: ModalProps) => void;
  close: (name: string) => void;
  /** A `<Modal urlParam>` announces itself, so `open(name)` knows to push the URL. */
  register: (name: string, urlParam: boolean) => () => void;
  /** Whether `name` lives in the URL rather than in local state. */
  isUrlModal: (name: string) => boolean;
  /** The element that had focus when a modal was opened, to hand focus back on close. */
  openerOf: (name: string) => HTMLElement | null;
};

const ModalContext = createContext<ModalState | null>(null);

type PushedState = { modalPushed?: string } | null;

/** Holds which modals are open. Rendered once by the page chrome. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [local, setLocal] = useState<Record<string, ModalProps>>({});
  const location = useLocation();
  const navigate = useNavigate();
  const urlNames = useRef(new Set<string>());
  const openers = useRef(new Map<string, HTMLElement | null>());
  const pending = useNavigation().location;
  // A pending navigation already decides: the modal shows (or goes) without waiting for loaders.
  const fromUrl = new URLSearchParams((pending ?? location).search).get(MODAL_PARAM);
  // Read inside callbacks without re-creating them on every navigation.
  const current = useRef({ location, fromUrl });
  current.current = { location, fromUrl };

  const open = useCallback(
    (name: string, props: ModalProps = {}) => {
      const active = document.activeElement;
      openers.current.set(name, active instanceof HTMLElement && active !== document.body ? active : null);
      setLocal((prev) => ({ ...prev, [name]: props }));
      if (urlNames.current.has(name) && current.current.fromUrl !== name) {
        const { location: here } = current.current;
        const params = new URLSearchParams(here.search);
        params.set(MODAL_PARAM, name);
        // A history entry of its own, so the back button closes the modal.
        navigate({ pathname: here.pathname, search: `?${params}`, hash: here.hash }, { preventScrollReset: true, state: { modalPushed: name } });
      }
    },
    [navigate],
  );

  const close = useCallback(
    (name: string) => {
      setLocal((prev) => {
        if (!(name in prev)) return prev;
        const next = { ...prev };
        delete next[name];
        return next;
      });
      const { location: here, fromUrl: inUrl } = current.current;
      if (inUrl !== name) return;
      if ((here.state as PushedState)?.modalPushed === name) {
        navigate(-1);
        return;
      }
      // Arrived with the modal in the URL: drop the parameter instead of leaving the site.
      const params = new URLSearchParams(here.search);
      params.delete(MODAL_PARAM);
      const search = params.toString();
      navigate({ pathname: here.pathname, search: search ? `?${search}` : '', hash: here.hash }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );

  const register = useCallback((name: string, urlParam: boolean) => {
    if (!urlParam) return () => {};
    urlNames.current.add(name);
    return () => urlNames.current.delete(name);
  }, []);

  const openerOf = useCallback((name: string) => openers.current.get(name) ?? null, []);
  const isUrlModal = useCallback((name: string) => urlNames.current.has(name), []);

  const value = useMemo(() => ({ local, fromUrl, open, close, register, isUrlModal, openerOf }), [local, fromUrl, open, close, register, isUrlModal, openerOf]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

function useModalState(): ModalState {
  const state = useContext(ModalContext);
  if (!state) throw new Error('useModals() needs a <ModalProvider> above it');
  return state;
}

/** `const modals = useModals(); modals.open('announcements', { index: 2 }); modals.close('announcements')`. */
export function useModals() {
  const { open, close, local, fromUrl, isUrlModal } = useModalState();
  const isOpen = useCallback((name: string) => (isUrlModal(name) ? fromUrl === name : name in local), [local, fromUrl, isUrlModal]);
  return useMemo(() => ({ open, close, isOpen }), [open, close, isOpen]);
}

/**
 * For a modal whose code loads on demand (`React.lazy`): announces a URL modal's name before its code
 * has arrived, so `open(name)` still gives it its `?modal=` history entry, and says whether it has been
 * asked for yet. Once asked, it stays wanted, so the modal closes (focus back, page unpinned) as usual.
 */
export function useModalOnDemand(name: string, urlParam = false): boolean {
  const { register, local, fromUrl } = useModalState();
  useEffect(() => register(name, urlParam), [register, name, urlParam]);
  const asked = urlParam ? fromUrl === name : name in local;
  const [wanted, setWanted] = useState(asked);
  if (asked && !wanted) setWanted(true);
  return wanted || asked;
}

export { useModalState };
