/**
 * What the visitor typed into the form's password inputs, to put back after the server's
 * answer replaces the markup: the server never writes a password into HTML, so without this a
 * validation error elsewhere would empty them. It stays in this page's memory only.
 */
export function keepPasswords(root: ParentNode): (root: ParentNode) => void {
  const kept = new Map<string, string>()
  for (const input of root.querySelectorAll<HTMLInputElement>('input[type="password"]')) {
    if (input.id && input.value) kept.set(input.id, input.value)
  }
  return (next) => {
    for (const [id, value] of kept) {
      const input = next.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`)
      if (input && input.type === 'password' && !input.value) input.value = value
    }
    kept.clear()
  }
}
