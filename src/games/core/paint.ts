// Writes for a game's paint hook (see useGameClock's `paint`), each doing nothing while the element is not
// mounted. The paint* ones compare with what the element shows now and touch the DOM only when that differs:
// React may have drawn the element since, from the state it rendered. The write* ones are for a paint that
// remembers what it wrote last and writes only what changed, between renders: they read nothing back.

/**
 * Sets the text of an element whose only child is text (React renders a single string child as the
 * element's text, so a later render updates the same node).
 */
export function paintText(element: Element | null, text: string) {
  if (!element) return;
  const node = onlyTextNode(element);
  if (node) {
    if (node.nodeValue !== text) node.nodeValue = text;
  } else if (element.textContent !== text) {
    element.textContent = text;
  }
}

/** The element's text node when that is its only child (as React renders a single string child), else null. */
function onlyTextNode(element: Element): Node | null {
  const node = element.firstChild;
  return node && node === element.lastChild && node.nodeType === Node.TEXT_NODE ? node : null;
}

/**
 * Sets the text of an element known to show another (its paint remembers what it wrote last), without reading the
 * old text back.
 */
export function writeText(element: Element | null, text: string) {
  if (!element) return;
  const node = onlyTextNode(element);
  if (node) node.nodeValue = text;
  else element.textContent = text;
}

/** Sets one CSS property of an element's inline style (say its transform). */
export function paintStyle(
  element: HTMLElement | SVGElement | null,
  property: 'transform' | 'transformOrigin' | 'width' | 'left',
  value: string,
) {
  if (element && element.style[property] !== value) element.style[property] = value;
}

/**
 * Writes one CSS property known to differ from what the element shows (its paint remembers what it wrote last),
 * without reading the old value back: a transform's text is built on every read.
 */
export function writeStyle(
  element: HTMLElement | SVGElement | null,
  property: 'transform' | 'transformOrigin' | 'width' | 'left',
  value: string,
) {
  if (element) element.style[property] = value;
}

/**
 * Sets an attribute known to differ from what the element shows (its paint remembers what it wrote last), without
 * reading the old value back.
 */
export function writeAttribute(element: Element | null, name: string, value: string) {
  element?.setAttribute(name, value);
}

/** Sets an attribute (an SVG coordinate, an aria-valuenow, an aria-label). */
export function paintAttribute(element: Element | null, name: string, value: string) {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Adds or removes one class (say the one that shows a stroke), leaving the element's others as they are. */
export function paintClass(element: Element | null, name: string, on: boolean) {
  if (element && element.classList.contains(name) !== on) element.classList.toggle(name, on);
}

/** Adds or removes one class known to be the other way now (its paint remembers), without looking first. */
export function writeClass(element: Element | null, name: string, on: boolean) {
  element?.classList.toggle(name, on);
}

/** Gives an element `tone` out of `tones` (colour classes, say), dropping the others it has of them. */
export function paintTone(element: Element | null, tones: readonly string[], tone: string) {
  for (const other of tones) if (other !== tone) paintClass(element, other, false);
  paintClass(element, tone, true);
}
