/** Whether a modal is open now (in the top layer): automatic prompts wait rather than stack on it. */
export function isModalOpen(): boolean {
  return document.querySelector('dialog:modal') !== null;
}
