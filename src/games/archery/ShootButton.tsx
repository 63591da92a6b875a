// The Shoot button: 'Nocking…' while the next arrow is nocked.
import { memo } from 'react';
import { Target as TargetIcon } from 'lucide-react';

export const ShootButton = memo(function ShootButton({
  nocking,
  disabled,
  onShoot,
}: {
  nocking: boolean;
  disabled: boolean;
  onShoot(): void;
}) {
  return (
    <button
      type="button"
      onClick={onShoot}
      disabled={disabled}
      className="btn-primary mx-auto min-h-14 w-full max-w-[300px] touch-manipulation text-lg select-none"
    >
      <TargetIcon aria-hidden="true" className="h-5 w-5" />
      {nocking ? 'Nocking…' : 'Shoot'}
    </button>
  );
});
