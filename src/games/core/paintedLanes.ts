// The lanes of a race (the pool, the track) between renders: each racer's figure, distance and spoken line are
// written by the game's paint hook (see useGameClock's `paint`), so a stroke or a 100 ms tick changes a few
// nodes and renders nothing. React renders a lane only when something discrete changes (a finish).
import { paintClass, paintText, writeClass, writeStyle, writeText } from './paint';

/** The parts of one lane that move: the figure (along the lane), its pose, the distance and its spoken line. */
export interface LaneParts {
  figure: HTMLElement | null;
  /** The figure's inner element, whose class shows a stroke (swimming's splash); absent elsewhere. */
  pose: HTMLElement | null;
  distance: HTMLElement | null;
  spoken: HTMLElement | null;
}

export type LanePart = keyof LaneParts;

/** A racer as its lane shows it. */
export interface LaneRacer {
  distance: number;
  finishedAtMs: number | null;
}

/** How a race's lanes word a racer: the distance on the lane ('12.3 m') and what a screen reader hears. */
export interface LaneWords {
  distance(racer: LaneRacer): string;
  /** What a screen reader hears after the lane's name (': 12.3 metres, finished'). */
  spoken(racer: LaneRacer): string;
}

/**
 * The figure's place along the lane by transform alone (no layout), a percentage of the element that moves, which is
 * as wide as the lane less the figure (ui/LaneFigure.tsx). A plain percentage: a `calc` of the lane's and the
 * figure's widths cost three times as much to set, and a stroke sets it on every lane that moves.
 */
export const figureTransform = (distance: number, raceDistance: number) =>
  `translateX(${(distance / raceDistance) * 100}%)`;

/** What a lane shows now, as its paint wrote it. */
interface Painted {
  distance: number;
  finishedAtMs: number | null;
  distanceText: string;
  spokenText: string;
  posed: boolean;
}

/**
 * The lanes' moving parts by lane key (a seat id, or 'ghost'), filled by ref callbacks that stay the same for a
 * lane's whole life, so React never detaches and re-attaches them. It remembers what it painted, so a frame in
 * which a racer did not move writes nothing and builds no text.
 */
export class PaintedLanes {
  private readonly lanes = new Map<string, LaneParts>();
  private readonly setters = new Map<string, (element: HTMLElement | null) => void>();
  private readonly painted = new Map<string, Painted>();

  constructor(
    private readonly raceDistance: number,
    private readonly words: LaneWords,
    /** The class the pose element has while a racer is mid-stroke ('' for none). */
    private readonly posedClass = '',
  ) {}

  /** The ref callback for one part of one lane. */
  ref(lane: string, part: LanePart): (element: HTMLElement | null) => void {
    const key = `${part}:${lane}`;
    let setter = this.setters.get(key);
    if (!setter) {
      setter = (element) => {
        this.partsOf(lane)[part] = element;
      };
      this.setters.set(key, setter);
    }
    return setter;
  }

  /**
   * Writes what lane `lane` shows of `racer` now; nothing while it is not mounted. Each part is written only when
   * what it shows changes (a stroke's end changes the pose and no more), without reading the DOM back.
   * `rendered`: React has just rendered the lanes, which may show other values than the ones painted last, so
   * every part is compared with the DOM and written where it differs.
   */
  paint(lane: string, racer: LaneRacer, posed: boolean, rendered: boolean) {
    const parts = this.lanes.get(lane);
    if (!parts) return;
    const last = this.painted.get(lane);
    if (rendered || !last) {
      const distanceText = this.words.distance(racer);
      const spokenText = this.words.spoken(racer);
      writeStyle(parts.figure, 'transform', figureTransform(racer.distance, this.raceDistance));
      paintText(parts.distance, distanceText);
      paintText(parts.spoken, spokenText);
      if (this.posedClass) paintClass(parts.pose, this.posedClass, posed);
      const { distance, finishedAtMs } = racer;
      this.painted.set(lane, { distance, finishedAtMs, distanceText, spokenText, posed });
      return;
    }
    if (last.distance !== racer.distance || last.finishedAtMs !== racer.finishedAtMs) {
      if (last.distance !== racer.distance) {
        writeStyle(parts.figure, 'transform', figureTransform(racer.distance, this.raceDistance));
      }
      last.distance = racer.distance;
      last.finishedAtMs = racer.finishedAtMs;
      // The words change less often than the distance (to a tenth of a metre): each is written only then.
      const distanceText = this.words.distance(racer);
      if (last.distanceText !== distanceText) {
        last.distanceText = distanceText;
        writeText(parts.distance, distanceText);
      }
      const spokenText = this.words.spoken(racer);
      if (last.spokenText !== spokenText) {
        last.spokenText = spokenText;
        writeText(parts.spoken, spokenText);
      }
    }
    if (last.posed !== posed) {
      last.posed = posed;
      if (this.posedClass) writeClass(parts.pose, this.posedClass, posed);
    }
  }

  private partsOf(lane: string): LaneParts {
    let parts = this.lanes.get(lane);
    if (!parts) {
      parts = { figure: null, pose: null, distance: null, spoken: null };
      this.lanes.set(lane, parts);
    }
    return parts;
  }
}
