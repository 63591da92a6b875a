import { useEffect, useId, useRef, type ReactNode } from 'react';
import { RotateCcw, Home } from 'lucide-react';
import { formatThousands } from '../../../shared/lib/format';
import { Avatar } from '../avatars/Avatar';
import { HUMAN_PLAYER_ID, HUMAN_PLAYER_NAME } from '../../../shared/games/core/players';
import type { ExperiencePart, PersonalBestNews } from '../profile/progress';
import { MEDAL_EMOJI, MEDAL_NAME, type LeaderboardRow } from '../leaderboard/leaderboardRows';
import { MEDAL_RULE, SOLO_NOTE } from '../../../shared/games/medals';
import type { RecordNews } from '../profile/gamesRecords';
import { usePlayCue } from '../sound/siteSound';
import { resultBanner } from '../leaderboard/resultBanner';
import type { PlayAgainState } from '../leaderboard/nextRound';
import { isRepeatClick } from '../lobby/RoomCard';

/** What Play Again reads and does where it is not the plain restart (an online room). */

interface LeaderboardProps {
  gameName: string;
  rows: readonly LeaderboardRow[];
  personalBest?: PersonalBestNews;
  gamesRecord?: RecordNews | null;
  experienceGained?: number;
  experienceParts?: readonly ExperiencePart[];
  /** This device's player id ('you' unless a game server gave it a seat): that row reads 'You'. */
  me?: string;
  /** An online room: what Play Again is for this device (the host starts the next round, a guest gets ready). */
  playAgain?: PlayAgainState | undefined;
  /** Above the buttons: an online room's next round (who is ready). */
  children?: ReactNode;
  onPlayAgain(): void;
  onBackToLobby(): void;
}

const TOP_THREE: Record<string, string> = {
  gold: 'bg-amber-50 border-l-4 border-l-amber-500',
  silver: 'bg-slate-100 border-l-4 border-l-slate-500',
  bronze: 'bg-orange-50 border-l-4 border-l-orange-700',
};

function personalBestText({ score, previous, isNew, durationS }: PersonalBestNews): string {
  // Bests of games whose score grows with the time played are kept per room duration.
  const of = durationS === undefined ? '' : ` in ${durationS}s games`;
  if (previous === undefined) return `First score on record${of}: ${formatThousands(score)}`;
  if (isNew)
    return `New personal best${of}: ${formatThousands(score)}! (previous best ${formatThousands(previous)})`;
  return `Your score ${formatThousands(score)} · personal best${of} ${formatThousands(previous)}`;
}

function experienceText(gained: number, parts: readonly ExperiencePart[] | undefined): string {
  const detail =
    parts && parts.length > 1 ? ` (${parts.map((p) => `${p.points} ${p.label}`).join(' + ')})` : '';
  return ` · +${gained} XP${detail}`;
}

/** SPEC §2 leaderboard: rows by score with position, medal, avatar, name and score; top three highlighted. */
export function Leaderboard({
  gameName,
  rows,
  personalBest,
  gamesRecord,
  experienceGained,
  experienceParts,
  me = HUMAN_PLAYER_ID,
  playAgain,
  children,
  onPlayAgain,
  onBackToLobby,
}: LeaderboardProps) {
  const solo = rows.length === 1;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noteId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  const banner = resultBanner(rows, me, personalBest, gamesRecord);
  const play = usePlayCue();
  const celebrate = banner?.celebrate === true;
  const took = banner !== null;
  useEffect(() => {
    if (took) play(celebrate ? 'fanfare' : 'finish');
  }, [took, celebrate, play]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <div>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-bold text-navy-900 focus:outline-none"
        >
          Leaderboard
        </h1>
        <p className="text-slate-700">{gameName} · final results</p>
      </div>

      {banner && (
        <div
          className={`rounded-2xl px-4 py-3 text-center ${banner.celebrate ? 'bg-amber-100 text-amber-950' : 'bg-sky-50 text-navy-900'}`}
          data-testid="result-banner"
        >
          <p className="text-2xl font-black">{banner.headline}</p>
          {banner.news.map((line) => (
            <p key={line} className="text-lg font-bold">
              {line}
            </p>
          ))}
        </div>
      )}

      {personalBest && (
        <p
          className={`rounded-xl px-4 py-3 font-medium ${
            personalBest.isNew && personalBest.previous !== undefined
              ? 'bg-emerald-50 text-emerald-900'
              : 'bg-slate-100 text-slate-800'
          }`}
          data-testid="personal-best"
        >
          {personalBestText(personalBest)}
          {experienceGained !== undefined && experienceText(experienceGained, experienceParts)}
        </p>
      )}
      {gamesRecord && (
        <p className="rounded-xl bg-slate-100 px-4 py-3 text-slate-800" data-testid="games-record">
          Games record (best seen on this device
          {personalBest?.durationS === undefined
            ? ''
            : ` in ${personalBest.durationS}s games`}): {formatThousands(gamesRecord.record.score)}{' '}
          by {gamesRecord.record.holder}
        </p>
      )}

      <div className="card overflow-hidden">
        <table className="w-full text-left">
          <caption className="sr-only">Results of {gameName}, highest score first</caption>
          <thead className="bg-navy-900 text-sm text-white">
            <tr>
              <th scope="col" className="px-3 py-2 sm:px-4">
                Position
              </th>
              <th scope="col" className="px-3 py-2 sm:px-4">
                Player
              </th>
              <th scope="col" className="px-3 py-2 text-right sm:px-4">
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const you = row.playerId === me;
              return (
                <tr
                  key={row.playerId}
                  data-testid="leaderboard-row"
                  data-medal={row.medal ?? ''}
                  className={`border-t border-slate-200 ${row.medal ? TOP_THREE[row.medal] : ''} ${
                    you ? 'outline-2 -outline-offset-2 outline-sky-700' : ''
                  }`}
                >
                  <td className="px-3 py-3 sm:px-4">
                    <span className="inline-flex items-center gap-1.5 text-lg font-bold text-navy-900 tabular-nums">
                      {row.position}
                      {row.medal && (
                        <span role="img" aria-label={MEDAL_NAME[row.medal]}>
                          {MEDAL_EMOJI[row.medal]}
                        </span>
                      )}
                    </span>
                    {row.tied && (
                      <span
                        className="block text-xs font-semibold text-slate-600"
                        data-testid="tied"
                      >
                        Tied
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-3 sm:px-4">
                    <div className="flex items-center gap-3">
                      <Avatar seed={row.playerAvatar} name={row.playerName} size={36} />
                      <div className="min-w-0">
                        <p className={`text-navy-900 ${you ? 'font-bold' : 'font-medium'}`}>
                          {you ? HUMAN_PLAYER_NAME : row.playerName}
                          {you && (
                            <span className="ml-2 inline-block rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
                              Your result
                            </span>
                          )}
                        </p>
                        {row.breakdown && row.breakdown.length > 0 && (
                          <p className="text-xs text-slate-600" data-testid="score-breakdown">
                            {row.breakdown
                              .map((part) => `${part.label}: ${formatThousands(part.points)}`)
                              .join(' + ')}
                          </p>
                        )}
                      </div>
                    </div>
                  </td>
                  <td className="px-3 py-3 text-right sm:px-4">
                    <span className="text-lg font-bold text-navy-900 tabular-nums">
                      {formatThousands(row.score)}
                    </span>
                    {row.accuracy !== undefined && (
                      <span className="block text-xs text-slate-600">
                        {Math.round(row.accuracy)}% accuracy
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-center text-sm text-slate-700" data-testid="medal-rule">
        {solo ? SOLO_NOTE : MEDAL_RULE}
      </p>

      {children}
      {playAgain && (
        <p
          id={noteId}
          aria-live="polite"
          className="text-center text-sm font-semibold text-slate-700"
          data-testid="play-again-note"
        >
          {playAgain.note}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <button
          type="button"
          className="btn-primary min-h-12 px-6 text-base"
          // The second click of a double click would undo a guest's ready mark.
          onClick={(event) => !isRepeatClick(event) && onPlayAgain()}
          disabled={playAgain?.disabled === true}
          aria-describedby={playAgain?.note ? noteId : undefined}
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {playAgain?.label ?? 'Play Again'}
        </button>
        <button
          type="button"
          className="btn-secondary min-h-12 px-6 text-base"
          onClick={onBackToLobby}
        >
          <Home aria-hidden="true" className="h-4 w-4" />
          Back to Lobby
        </button>
      </div>
    </div>
  );
}
