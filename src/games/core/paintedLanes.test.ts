import { figureTransform, PaintedLanes } from './paintedLanes';

const words = {
  distance: (racer: { distance: number }) => `${racer.distance.toFixed(1)} m`,
  spoken: (racer: { distance: number; finishedAtMs: number | null }) =>
    `: ${racer.distance.toFixed(1)} metres${racer.finishedAtMs === null ? '' : ', finished'}`,
};

function mountLane(lanes: PaintedLanes, key: string) {
  const parts = {
    figure: document.createElement('span'),
    pose: document.createElement('span'),
    distance: document.createElement('span'),
    spoken: document.createElement('span'),
  };
  for (const [part, element] of Object.entries(parts)) {
    lanes.ref(key, part as keyof typeof parts)(element);
  }
  return parts;
}

describe('PaintedLanes', () => {
  it('writes a racer’s place, distance, spoken line and pose into its lane', () => {
    const lanes = new PaintedLanes(100, words, 'splash');
    const lane = mountLane(lanes, 'you');
    lanes.paint('you', { distance: 42.25, finishedAtMs: null }, true, false);
    expect(lane.figure.style.transform).toBe(figureTransform(42.25, 100));
    expect(lane.distance.textContent).toBe('42.3 m');
    expect(lane.spoken.textContent).toBe(': 42.3 metres');
    expect(lane.pose.classList.contains('splash')).toBe(true);
    lanes.paint('you', { distance: 100, finishedAtMs: 9_000 }, false, false);
    expect(lane.spoken.textContent).toBe(': 100.0 metres, finished');
    expect(lane.pose.classList.contains('splash')).toBe(false);
  });

  it('writes nothing for a racer that has not moved, unless React has just rendered the lane', () => {
    const lanes = new PaintedLanes(100, words);
    const lane = mountLane(lanes, 'ai-1');
    lanes.paint('ai-1', { distance: 10, finishedAtMs: null }, false, false);
    // React renders the lane again from an older state: the next paint must put the newest back.
    lane.distance.textContent = '9.0 m';
    lanes.paint('ai-1', { distance: 10, finishedAtMs: null }, false, false);
    expect(lane.distance.textContent).toBe('9.0 m');
    lanes.paint('ai-1', { distance: 10, finishedAtMs: null }, false, true);
    expect(lane.distance.textContent).toBe('10.0 m');
  });

  it('writes only the parts that show something new: a stroke’s end the pose, a step within a tenth the place', () => {
    const lanes = new PaintedLanes(100, words, 'splash');
    const lane = mountLane(lanes, 'ai-2');
    lanes.paint('ai-2', { distance: 10, finishedAtMs: null }, true, false);
    // Changed behind the paint's back, to see which parts the next paints write.
    const untouched = () => {
      lane.figure.style.transform = 'none';
      lane.distance.textContent = 'old';
      lane.spoken.textContent = 'old';
    };
    untouched();
    lanes.paint('ai-2', { distance: 10, finishedAtMs: null }, false, false);
    expect(lane.figure.style.transform).toBe('none');
    expect(lane.distance.textContent).toBe('old');
    expect(lane.spoken.textContent).toBe('old');
    expect(lane.pose.classList.contains('splash')).toBe(false);
    lanes.paint('ai-2', { distance: 10.02, finishedAtMs: null }, false, false);
    expect(lane.figure.style.transform).toBe(figureTransform(10.02, 100));
    expect(lane.distance.textContent).toBe('old');
    lanes.paint('ai-2', { distance: 10.06, finishedAtMs: null }, false, false);
    expect(lane.distance.textContent).toBe('10.1 m');
    expect(lane.spoken.textContent).toBe(': 10.1 metres');
    untouched();
    lanes.paint('ai-2', { distance: 10.06, finishedAtMs: 5_000 }, false, false);
    expect(lane.figure.style.transform).toBe('none');
    expect(lane.distance.textContent).toBe('old');
    expect(lane.spoken.textContent).toBe(': 10.1 metres, finished');
  });

  it('paints nothing into a lane that is not mounted, and keeps each part’s ref callback for the lane’s life', () => {
    const lanes = new PaintedLanes(100, words);
    expect(() =>
      lanes.paint('ghost', { distance: 5, finishedAtMs: null }, false, false),
    ).not.toThrow();
    expect(lanes.ref('ghost', 'figure')).toBe(lanes.ref('ghost', 'figure'));
    expect(lanes.ref('ghost', 'figure')).not.toBe(lanes.ref('ghost', 'distance'));
  });
});
