// A file the shared package's compile must refuse: shared code runs on the game server, which has no DOM.
export function pageWidth(): number {
  return window.innerWidth;
}

export function isButton(element: HTMLElement): boolean {
  return element.tagName === 'BUTTON';
}
