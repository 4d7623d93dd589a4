/** Element id the modals portal into when the host renders a <ModalRoot />; else document.body. */
export const MODAL_ROOT_ID = 'gd-modal-root';

/**
 * Where modals render: put it once near the end of the page's body. Its own file, apart from the
 * dialog itself, so a page that opens no modal loads none of the dialog's code (issue 13).
 */
export function ModalRoot() {
  return <div id={MODAL_ROOT_ID} className="gd-modal-root" />;
}
