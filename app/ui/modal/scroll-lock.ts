/**
 * Pins the page under an open modal and puts it back where it was. `position: fixed` on the body is
 * the one lock iOS Safari honours; a count lets stacked modals share it.
 */
let holders = 0;
let savedY = 0;
let savedStyle = '';

export function lockPageScroll(): () => void {
  if (holders++ === 0) {
    savedY = window.scrollY;
    const body = document.body;
    savedStyle = body.getAttribute('style') ?? '';
    // Keep the scrollbar's room so the page does not shift sideways while pinned.
    const gutter = window.innerWidth - document.documentElement.clientWidth;
    Object.assign(body.style, { position: 'fixed', top: `-${savedY}px`, left: '0', right: '0', width: '100%', paddingRight: gutter ? `${gutter}px` : '' });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders > 0) return;
    if (savedStyle) document.body.setAttribute('style', savedStyle);
    else document.body.removeAttribute('style');
    window.scrollTo({ top: savedY, left: 0, behavior: 'instant' });
  };
}
