import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { findMiniGame, MINI_GAMES } from '../../../shared/games/catalog';
import type { Difficulty, GameId } from '../../../shared/games/core/types';
import {
  DURATION_STEP_S,
  MAX_DURATION_S,
  MIN_DURATION_S,
  MIN_ROOM_PLAYERS,
  roomSeatLimit,
} from '../../../shared/rooms/roomLimits';
import type { NewRoom, RoomType } from '../../../shared/rooms/types';
import { defaultCreateValues, durationFromText, maxPlayersFromText } from '../rooms/createGameForm';
import { Modal } from './Modal';
import { ToggleGroup } from './ToggleGroup';
import { hasGameClock } from '../../../shared/games/timing';

interface CreateGameDialogProps {
  open: boolean;
  onClose(): void;
  onCreate(values: NewRoom): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];
const TYPES: readonly RoomType[] = ['public', 'private'];

export function CreateGameDialog({
  open,
  onClose,
  onCreate,
  returnFocusTo,
}: CreateGameDialogProps) {
  const sportRef = useRef<HTMLSelectElement>(null);
  return (
    <Modal
      open={open}
      title="Create Game"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      initialFocus={sportRef}
    >
      <CreateGameForm sportRef={sportRef} onCreate={onCreate} />
    </Modal>
  );
}

function CreateGameForm({
  sportRef,
  onCreate,
}: {
  sportRef: RefObject<HTMLSelectElement | null>;
  onCreate(values: NewRoom): void;
}) {
  const defaults = defaultCreateValues();
  const [sport, setSport] = useState<GameId>(defaults.sport);
  const [type, setType] = useState<RoomType>(defaults.type);
  const [difficulty, setDifficulty] = useState<Difficulty>(defaults.difficulty);
  const [playersText, setPlayersText] = useState(String(defaults.maxPlayers));
  const [durationText, setDurationText] = useState(String(defaults.duration));
  const submitted = useRef(false);
  const id = useId();

  const seatLimit = roomSeatLimit(sport);
  const solo = (findMiniGame(sport)?.maxPlayers ?? seatLimit) < MIN_ROOM_PLAYERS;

  const changeSport = (next: GameId) => {
    setSport(next);
    setPlayersText((text) => String(maxPlayersFromText(text, next)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // One room per dialog, however fast the button is pressed.
    if (submitted.current) return;
    submitted.current = true;
    const maxPlayers = maxPlayersFromText(playersText, sport);
    const duration = durationFromText(durationText);
    setPlayersText(String(maxPlayers));
    setDurationText(String(duration));
    onCreate({ sport, type, maxPlayers, duration, difficulty });
  };

  const field =
    'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900';

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div>
        <label htmlFor={`${id}-sport`} className="text-sm font-semibold text-slate-800">
          Sport
        </label>
        <select
          ref={sportRef}
          id={`${id}-sport`}
          value={sport}
          onChange={(e) => changeSport(e.target.value as GameId)}
          className={field}
        >
          {MINI_GAMES.map((game) => (
            <option key={game.id} value={game.id}>
              {game.name}
            </option>
          ))}
        </select>
      </div>

      <ToggleGroup<RoomType>
        label="Game type"
        options={TYPES}
        value={type}
        onChange={setType}
        labelFor={(t) => (t === 'public' ? 'Public' : 'Private')}
      />

      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-players`} className="text-sm font-semibold text-slate-800">
            Max Players
          </label>
          <input
            id={`${id}-players`}
            type="number"
            inputMode="numeric"
            min={MIN_ROOM_PLAYERS}
            max={seatLimit}
            step={1}
            value={playersText}
            onChange={(e) => setPlayersText(e.target.value)}
            onBlur={() => setPlayersText(String(maxPlayersFromText(playersText, sport)))}
            aria-describedby={`${id}-players-hint`}
            className={field}
          />
          <p id={`${id}-players-hint`} className="mt-1 text-xs text-slate-600">
            {solo
              ? `${MIN_ROOM_PLAYERS} players: you and a rival (solo sport)`
              : `${MIN_ROOM_PLAYERS} to ${seatLimit} players`}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-duration`} className="text-sm font-semibold text-slate-800">
            Duration (sec)
          </label>
          <input
            id={`${id}-duration`}
            type="number"
            inputMode="numeric"
            min={MIN_DURATION_S}
            max={MAX_DURATION_S}
            step={DURATION_STEP_S}
            value={durationText}
            onChange={(e) => setDurationText(e.target.value)}
            onBlur={() => setDurationText(String(durationFromText(durationText)))}
            aria-describedby={`${id}-duration-hint`}
            className={field}
          />
          <p id={`${id}-duration-hint`} className="mt-1 text-xs text-slate-600">
            {hasGameClock(sport)
              ? `${MIN_DURATION_S} to ${MAX_DURATION_S} s, in steps of ${DURATION_STEP_S}`
              : `${MIN_DURATION_S} to ${MAX_DURATION_S} s. A ski run is timed, not bound by a game clock.`}
          </p>
        </div>
      </div>

      <ToggleGroup<Difficulty>
        label="Difficulty"
        options={DIFFICULTIES}
        value={difficulty}
        onChange={setDifficulty}
        labelFor={(d) => d}
      />

      <button type="submit" className="btn-primary mt-1 min-h-12 text-base">
        Create Game
      </button>
    </form>
  );
}
