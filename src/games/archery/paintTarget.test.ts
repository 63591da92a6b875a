// The archery paint hook's writes: only what changed since its last paint, never a read of the DOM, and
// everything after React rendered the target.
import { NOTHING_PAINTED, paintTarget, type TargetRefs } from './Target';

const SVG = 'http://www.w3.org/2000/svg';

function target() {
  const refs: TargetRefs = {
    svg: { current: document.createElementNS(SVG, 'svg') },
    crosshair: { current: document.createElementNS(SVG, 'g') },
    sway: { current: document.createElementNS(SVG, 'circle') },
  };
  const reads = [refs.svg.current!, refs.sway.current!].map((element) =>
    vi.spyOn(element, 'getAttribute'),
  );
  const labelWrites = vi.spyOn(refs.svg.current!, 'setAttribute');
  const ringWrites = vi.spyOn(refs.sway.current!, 'setAttribute');
  return { refs, reads, labelWrites, ringWrites };
}

describe('the archery target’s paint', () => {
  it('writes the crosshair, its label and its ring, then only what changed, reading nothing back', () => {
    const { refs, reads, labelWrites, ringWrites } = target();
    let painted = paintTarget(refs, { x: 140.2, y: 151.7 }, 6.04, NOTHING_PAINTED, false);
    expect(refs.crosshair.current!.style.transform).toBe('translate(140.2px, 151.7px)');
    expect(refs.svg.current!.getAttribute('aria-label')).toBe(
      'Archery target. Crosshair at 140, 152; centre is 150, 150.',
    );
    expect(refs.sway.current!.getAttribute('r')).toBe('6.0');
    labelWrites.mockClear();
    ringWrites.mockClear();
    for (const spy of reads) spy.mockClear();

    // A move within the same whole units and the same tenth of the ring: the crosshair alone.
    painted = paintTarget(refs, { x: 139.8, y: 152.4 }, 5.98, painted, false);
    expect(refs.crosshair.current!.style.transform).toBe('translate(139.8px, 152.4px)');
    expect(labelWrites).not.toHaveBeenCalled();
    expect(ringWrites).not.toHaveBeenCalled();
    // Into the next unit and tenth: the label and the ring.
    painted = paintTarget(refs, { x: 139.4, y: 152.4 }, 5.9, painted, false);
    expect(labelWrites).toHaveBeenCalledWith(
      'aria-label',
      'Archery target. Crosshair at 139, 152; centre is 150, 150.',
    );
    expect(ringWrites).toHaveBeenCalledWith('r', '5.9');
    // Nothing moved: nothing written.
    labelWrites.mockClear();
    ringWrites.mockClear();
    expect(paintTarget(refs, { x: 139.4, y: 152.4 }, 5.9, painted, false)).toBe(painted);
    expect(labelWrites).not.toHaveBeenCalled();
    expect(ringWrites).not.toHaveBeenCalled();
    for (const spy of reads) expect(spy).not.toHaveBeenCalled();
  });

  it('writes everything after a render, which may have drawn older values', () => {
    const { refs, labelWrites, ringWrites } = target();
    const painted = paintTarget(refs, { x: 150, y: 150 }, 0, NOTHING_PAINTED, false);
    refs.svg.current!.setAttribute('aria-label', 'stale');
    refs.sway.current!.setAttribute('r', '9.9');
    labelWrites.mockClear();
    ringWrites.mockClear();
    paintTarget(refs, { x: 150, y: 150 }, 0, painted, true);
    expect(refs.svg.current!.getAttribute('aria-label')).toBe(
      'Archery target. Crosshair at 150, 150; centre is 150, 150.',
    );
    expect(refs.sway.current!.getAttribute('r')).toBe('0.0');
  });
});
