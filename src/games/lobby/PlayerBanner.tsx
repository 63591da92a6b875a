import { formatThousands } from '../../../shared/lib/format';
import { Avatar } from '../avatars/Avatar';
import type { Player } from '../profile/profile';
import { MAX_LEVEL } from '../profile/profile';
import { XP_PER_LEVEL } from '../profile/progress';
import { PROFILE_MEDAL_NOTE } from '../../../shared/games/medals';
import { DisplayNameEditor } from './DisplayNameEditor';

const MEDALS = [
  { key: 'gold', emoji: '🥇', label: 'Gold' },
  { key: 'silver', emoji: '🥈', label: 'Silver' },
  { key: 'bronze', emoji: '🥉', label: 'Bronze' },
] as const;

/** SPEC §2: avatar, name, country and medal counts, plus games played, wins and level. */
export function PlayerBanner({
  player,
  displayName,
  onRename,
}: {
  player: Player;
  displayName: string;
  onRename(name: string): void;
}) {
  const intoLevel = player.level >= MAX_LEVEL ? XP_PER_LEVEL : player.experience % XP_PER_LEVEL;
  return (
    <section
      aria-label="Your player profile"
      className="flex flex-col gap-4 rounded-2xl bg-navy-900 p-5 text-white shadow-md sm:flex-row sm:items-center sm:gap-6"
    >
      <div className="flex items-center gap-4">
        <Avatar seed={player.avatar} name={player.name} size={64} />
        <div>
          <p className="text-2xl font-bold" data-testid="player-name">
            {player.name}
          </p>
          <p className="text-sky-100">
            <span aria-hidden="true">🇮🇳 </span>
            {player.country} <span className="text-sky-200">({player.countryCode})</span>
          </p>
          <p className="mt-1 text-sm text-sky-100">
            Level {player.level}{' '}
            <span className="text-sky-200">· {formatThousands(player.experience)} XP</span>
          </p>
          <DisplayNameEditor name={displayName} onSave={onRename} />
          <div
            className="mt-1 h-1.5 w-40 overflow-hidden rounded-full bg-white/20"
            role="progressbar"
            aria-label="Progress to the next level"
            aria-valuemin={0}
            aria-valuemax={XP_PER_LEVEL}
            aria-valuenow={intoLevel}
          >
            <div
              className="h-full rounded-full bg-amber-400"
              style={{ width: `${(intoLevel / XP_PER_LEVEL) * 100}%` }}
            />
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-1.5 sm:ml-auto">
        <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {MEDALS.map(({ key, emoji, label }) => (
            <div key={key} className="rounded-xl bg-white/10 px-3 py-2 text-center">
              <dt className="text-xs text-sky-100">
                <span aria-hidden="true">{emoji} </span>
                {label}
              </dt>
              <dd className="text-xl font-bold tabular-nums">{player.medals[key]}</dd>
            </div>
          ))}
          <Stat label="Played" value={player.gamesPlayed} />
          <Stat label="Wins" value={player.wins} />
        </dl>
        <p className="text-xs text-sky-100" data-testid="medal-count-rule">
          {PROFILE_MEDAL_NOTE}
        </p>
      </div>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-white/10 px-3 py-2 text-center">
      <dt className="text-xs text-sky-100">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{formatThousands(value)}</dd>
    </div>
  );
}
