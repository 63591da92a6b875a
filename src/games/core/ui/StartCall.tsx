import { memo } from 'react';

/**
 * The countdown's big call ('3', '2', '1', 'GO!') over a game's field; nothing when `call` is ''. Its parent
 * must be positioned (`relative`): the call covers it, centred, and lets every click through. Hidden from
 * screen readers, which hear the same call from the game's live region.
 */
export const StartCall = memo(function StartCall({ call }: { call: string }) {
  if (!call) return null;
  return (
    <p
      aria-hidden="true"
      data-testid="start-call"
      className="pointer-events-none absolute inset-0 z-20 flex items-center justify-center text-7xl font-black text-white drop-shadow-[0_3px_3px_rgba(0,0,0,0.8)]"
    >
      {call}
    </p>
  );
});
