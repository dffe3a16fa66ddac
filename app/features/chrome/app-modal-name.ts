/** `?modal=app`: the side bar's apps modal. */
export const APP_MODAL = 'app';
