import { createRef } from 'react';
import { initGame } from '../../../shared/games/core/runner';
import { skiingRules, type Skier } from '../../../shared/games/skiing/rules';
import { NO_SKIER_PAINTED, paintSlope, type SlopePaint, type SlopeRefs } from './slopePainting';

const SVG = 'http://www.w3.org/2000/svg';
const players = [
  { id: 'p1', name: 'Ana', avatar: 'Ana', isAI: false },
  { id: 'ai-1', name: 'Bo', avatar: 'Bo', isAI: true },
];
const settings = { duration: 90, difficulty: 'easy' as const, rounds: 1 };

/** The slope's painted elements, mounted as the Slope hands them over (the other skier's marker by seat id). */
function mountedSlope() {
  const group = () => document.createElementNS(SVG, 'g');
  const refs: SlopeRefs = {
    svg: { current: document.createElementNS(SVG, 'svg') },
    course: { current: group() },
    skier: { current: group() },
    others: { current: new Map([['ai-1', group()]]) },
    ghost: createRef<SVGGElement>(),
  };
  refs.ghost.current = group();
  return {
    refs,
    other: refs.others.current.get('ai-1')!,
    ghost: refs.ghost.current,
    svg: refs.svg.current!,
  };
}

const [viewer, rival] = initGame(skiingRules, players, settings, 4).skiers as [Skier, Skier];
const frame = (other: Skier, label: string): SlopePaint => ({
  x: viewer.x,
  y: viewer.y,
  lean: 0,
  label,
  others: [other],
  ghost: other,
});
const movedOn = (skier: Skier): Skier => ({ ...skier, y: skier.y + 12 });

describe('paintSlope', () => {
  it('between renders, writes a marker and the description only when they change, without reading them back', () => {
    const { refs, other, ghost, svg } = mountedSlope();
    let painted = paintSlope(refs, frame(rival, 'Slope: gate 1 ahead.'), NO_SKIER_PAINTED, true);
    const rivalAt = other.style.transform;
    expect(rivalAt).toContain('translate(');
    expect(svg.getAttribute('aria-label')).toBe('Slope: gate 1 ahead.');

    // Changed behind the paint's back: a frame in which nothing moved writes none of it again.
    other.style.transform = 'none';
    ghost.style.transform = 'none';
    svg.setAttribute('aria-label', 'elsewhere');
    painted = paintSlope(refs, frame(rival, 'Slope: gate 1 ahead.'), painted, false);
    expect(other.style.transform).toBe('none');
    expect(ghost.style.transform).toBe('none');
    expect(svg.getAttribute('aria-label')).toBe('elsewhere');

    // What moved, or reads differently, is written.
    const further = movedOn(rival);
    paintSlope(refs, frame(further, 'Slope: gate 1 just ahead.'), painted, false);
    expect(other.style.transform).not.toBe('none');
    expect(other.style.transform).not.toBe(rivalAt);
    expect(ghost.style.transform).toContain(`${further.y}px`);
    expect(svg.getAttribute('aria-label')).toBe('Slope: gate 1 just ahead.');
  });

  it('after a render, compares each part with the DOM and puts back what React drew older', () => {
    const { refs, other, ghost, svg } = mountedSlope();
    const painted = paintSlope(refs, frame(rival, 'Slope: gate 1 ahead.'), NO_SKIER_PAINTED, true);
    const rivalAt = other.style.transform;
    const ghostAt = ghost.style.transform;
    // React drew the slope from an older state.
    other.style.transform = 'none';
    ghost.style.transform = 'none';
    svg.setAttribute('aria-label', 'older');
    paintSlope(refs, frame(rival, 'Slope: gate 1 ahead.'), painted, true);
    expect(other.style.transform).toBe(rivalAt);
    expect(ghost.style.transform).toBe(ghostAt);
    expect(svg.getAttribute('aria-label')).toBe('Slope: gate 1 ahead.');
  });
});
