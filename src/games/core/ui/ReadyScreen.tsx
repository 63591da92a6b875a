import { useContext, useEffect, useRef, useState } from 'react';
import { formatThousands } from '../../../../shared/lib/format';
import type { Difficulty, GameId } from '../../../../shared/games/core/types';
import { findMiniGame } from '../../../../shared/games/catalog';
import { READY_TEXTS } from '../../../../shared/games/readyTexts';
import { ReadyInfoContext, type ReadyInfo } from './readyContext';
import { GhostPicker } from './GhostPicker';

interface ReadyScreenProps {
  gameId: GameId;
  /** The room's duration, seconds: some games' hints depend on it (a bout's length, an attempt's time). */
  durationS: number;
  onStart(): void;
}

/** 'AI: Medium': the level the AI opponents of this play actually play at. */
export const aiLevelText = (difficulty: Difficulty) =>
  `AI: ${difficulty.charAt(0).toUpperCase()}${difficulty.slice(1)}`;

/** 'Your best 1,234 · Games record 1,500 by Ava', or '' before anyone has scored. */
export function targetsText({ personalBest, record }: ReadyInfo): string {
  const parts: string[] = [];
  if (personalBest !== undefined) parts.push(`Your best ${formatThousands(personalBest)}`);
  if (record) parts.push(`Games record ${formatThousands(record.score)} by ${record.holder}`);
  return parts.join(' · ');
}

/** 'World record 1,912 by Asha · Your best verified 1,500', or '' before the server answers. */
export function verifiedText(verified: NonNullable<ReadyInfo['verified']>): string {
  const parts: string[] = [];
  if (verified.worldRecord) {
    parts.push(
      `World record ${formatThousands(verified.worldRecord.score)} by ${verified.worldRecord.holder}`,
    );
  }
  if (verified.yourBest !== undefined) {
    parts.push(`Your best verified ${formatThousands(verified.yourBest)}`);
  }
  return parts.join(' · ');
}

/**
 * The ready screen every mini-game opens with, from the catalogue's texts: instruction text, how to play and
 * win, the level the AI plays at, the scores to beat and a start button (focused). On a retry it starts the
 * game at once.
 */
export function ReadyScreen({ gameId, durationS, onStart }: ReadyScreenProps) {
  const { title, instructions, startLabel, hint, tip } = READY_TEXTS[gameId];
  const icon = findMiniGame(gameId)?.icon;
  const startRef = useRef<HTMLButtonElement>(null);
  const info = useContext(ReadyInfoContext);
  const { autoStart, beforeStart } = info;
  const [starting, setStarting] = useState(false);
  const begin = () => {
    if (!beforeStart) return onStart();
    setStarting(true);
    beforeStart(onStart);
  };
  useEffect(() => {
    if (autoStart) {
      if (beforeStart) beforeStart(onStart);
      else onStart();
    } else startRef.current?.focus();
    // Once, when the screen is shown: a retry starts the game it was shown for, not every re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart]);
  const targets = targetsText(info);
  const verified = info.verified && verifiedText(info.verified);
  return (
    <div className="card mx-auto flex max-w-xl flex-col items-center gap-4 p-6 text-center sm:p-10">
      <span aria-hidden="true" className="text-6xl">
        {icon}
      </span>
      <h2 className="text-2xl font-bold text-navy-900">{title}</h2>
      <p className="text-lg text-slate-800">{instructions}</p>
      {tip && (
        <p className="font-semibold text-navy-900" data-testid="ready-tip">
          {tip}
        </p>
      )}
      <p className="text-sm text-slate-600">{hint(durationS)}</p>
      {info.aiDifficulty && (
        <p
          className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800"
          data-testid="ai-level"
        >
          {aiLevelText(info.aiDifficulty)}
        </p>
      )}
      {targets && (
        <p className="font-semibold text-navy-900" data-testid="targets">
          To beat: {targets}
        </p>
      )}
      {info.verified && (
        // Its line is kept while the server may answer, so the record appears without moving the button.
        <p className="min-h-6 font-semibold text-navy-900" data-testid="verified-records">
          {verified}
        </p>
      )}
      <button
        ref={startRef}
        type="button"
        className="btn-primary min-h-14 px-8 text-lg"
        onClick={begin}
        disabled={starting}
        aria-busy={starting}
      >
        {startLabel}
      </button>
      {/* Below the Start button, which stays where it was on a phone's first screen. */}
      {info.ghostRace && <GhostPicker choice={info.ghostRace} />}
    </div>
  );
}
