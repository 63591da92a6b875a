import { keepMotionEventsInside } from './motionEvents';

describe('keepMotionEventsInside', () => {
  it('stops transition and animation events at the element, and lets them through once detached', () => {
    const outside = document.createElement('div');
    const list = document.createElement('ol');
    const figure = document.createElement('span');
    list.append(figure);
    outside.append(list);
    const heard: string[] = [];
    for (const type of ['transitionrun', 'transitionend', 'animationstart', 'click'])
      outside.addEventListener(type, () => heard.push(type));

    const cleanup = keepMotionEventsInside(list);
    for (const type of ['transitionrun', 'transitionend', 'animationstart', 'click'])
      figure.dispatchEvent(new Event(type, { bubbles: true }));
    expect(heard).toEqual(['click']);

    cleanup?.();
    figure.dispatchEvent(new Event('transitionend', { bubbles: true }));
    expect(heard).toEqual(['click', 'transitionend']);
    expect(keepMotionEventsInside(null)).toBeUndefined();
  });
});
