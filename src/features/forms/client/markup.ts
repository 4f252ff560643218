/**
 * Markup from the ajax answers turned into elements. A `<template>` parses it inert: no
 * script runs and no image loads until the nodes are placed, and the strict CSP blocks
 * inline handlers in any case. Confirmation markup is also sanitised (the spec), with the
 * rules of core/forms/client-sanitize.ts.
 */
import { DROPPED_ELEMENTS, isAllowedAttribute } from '../../../core/forms/client-sanitize'

export function parseMarkup(markup: string): DocumentFragment {
  const template = document.createElement('template')
  template.innerHTML = markup
  return template.content
}

/** Removes what could run code or post data; keeps text, structure, classes and safe links. */
export function sanitizeFragment(fragment: DocumentFragment): DocumentFragment {
  const walk = (parent: ParentNode) => {
    for (const node of [...parent.childNodes]) {
      if (node.nodeType === Node.COMMENT_NODE || node.nodeType === Node.PROCESSING_INSTRUCTION_NODE) {
        node.remove()
        continue
      }
      if (!(node instanceof Element)) continue
      if (DROPPED_ELEMENTS.has(node.localName)) {
        node.remove()
        continue
      }
      for (const attr of [...node.attributes]) {
        if (!isAllowedAttribute(attr.name, attr.value)) node.removeAttribute(attr.name)
      }
      // Links that open a new window must not hand it this page.
      if (node.localName === 'a' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
      walk(node)
    }
  }
  walk(fragment)
  return fragment
}

/** The first element of a fragment matching `selector`, the fragment's own top level included. */
export function findIn(fragment: DocumentFragment, selector: string): Element | null {
  return fragment.querySelector(selector)
}

/**
 * Gives `target` the attributes and children of `source` while keeping the element itself:
 * the wrapper and the form may be elements React placed, and React must find them where it
 * left them when the page goes away.
 */
export function adoptElement(target: Element, source: Element) {
  for (const attr of [...target.attributes]) if (!source.hasAttribute(attr.name)) target.removeAttribute(attr.name)
  for (const attr of [...source.attributes]) target.setAttribute(attr.name, attr.value)
  target.replaceChildren(...source.childNodes)
}

/** Whether an element takes part in layout (not `display: none` itself or through a parent). */
export function isRendered(el: Element): boolean {
  return el.isConnected && el.getClientRects().length > 0
}

const FOCUSABLE_FIELD =
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled])'

/** The first field a visitor can type in or choose from inside `root`, skipping hidden ones. */
export function firstFocusableField(root: ParentNode): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>(FOCUSABLE_FIELD)) {
    if (el.closest('.gform_validation_container, .gform-datepicker-dialog')) continue
    if (isRendered(el)) return el
  }
  return null
}

/** Moves focus to an element that is not focusable by itself (a summary, a confirmation). */
export function focusStatic(el: HTMLElement) {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1')
  el.focus({ preventScroll: true })
  el.scrollIntoView({ block: 'start', behavior: 'auto' })
}
