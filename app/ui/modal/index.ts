export { Modal } from './modal';
export { ModalProvider, useModals, MODAL_PARAM, type ModalProps } from './modal-context';
