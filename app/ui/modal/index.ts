export { Modal } from './modal';
export { ModalProvider, useModals, useModalOnDemand, MODAL_PARAM, type ModalProps } from './modal-context';
