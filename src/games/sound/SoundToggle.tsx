// The game screen's sound switch: a toggle button named 'Sound', pressed while the sound is on.
// Kept in the profile, so the choice holds after a reload.
import { Volume2, VolumeX } from 'lucide-react';
import { useSoundSetting } from './siteSound';

export function SoundToggle() {
  const { muted, toggle } = useSoundSetting();
  const Icon = muted ? VolumeX : Volume2;
  return (
    <button
      type="button"
      className="btn-secondary shrink-0 px-2.5 sm:px-4"
      aria-pressed={!muted}
      title={muted ? 'Sound off' : 'Sound on'}
      onClick={toggle}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only sm:not-sr-only">Sound</span>
    </button>
  );
}
