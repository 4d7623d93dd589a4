/** Copy text: the Clipboard API, else a hidden textarea and `execCommand('copy')`. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or the document not focused: try the older way.
    }
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // Inside the open modal when copying from one: the rest of the page is inert there.
  (previous?.closest('dialog') ?? document.body).appendChild(textarea);
  textarea.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy command refused');
  } finally {
    textarea.remove();
    previous?.focus({ preventScroll: true });
  }
}
