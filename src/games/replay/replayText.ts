// What the replay screen says: the timeline's times and the messages shown instead of a replay.
/** The header's word for a run raced against a ghost whose run is no longer kept. */
export const GHOST_RACE_RUN = 'Ghost race, not ranked';
/** The header's words before and after the name of the ghost a run raced (the name links to its replay). */
export const GHOST_RACE_AGAINST = 'Ghost race against ';
export const NOT_RANKED = ', not ranked';

export const BAD_REPLAY_LINK =
  'This replay link is not valid: a replay’s address ends in its number.';
export const DAMAGED_REPLAY = 'This replay cannot be played: its stored run could not be read.';

export function rulesChangedText(gameName: string, recorded: number, running: number): string {
  return (
    `This run was played under version ${recorded} of ${gameName}’s rules, and this site now runs ` +
    `version ${running}: it would not play back as it happened, so it is not shown.`
  );
}

/** 83_400 ms as '1:23'. */
export function clockText(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
