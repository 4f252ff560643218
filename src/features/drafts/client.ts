/**
 * Save and continue in the browser: the "Save and Continue Later" links need the script
 * (it sets the save flag), so the server renders them hidden and they appear here.
 */
export function enhanceSaveLinks(formEl: HTMLFormElement): void {
  for (const link of formEl.querySelectorAll<HTMLElement>('.gform_save_link[hidden]')) link.hidden = false
}
