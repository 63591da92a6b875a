import { Construction } from 'lucide-react';

/** An honest state for a game whose rules have not landed yet. */
export function ComingSoonGame({ name }: { name: string }) {
  return (
    <div className="card mx-auto max-w-lg p-8 text-center" role="status">
      <Construction aria-hidden="true" className="mx-auto h-10 w-10 text-amber-600" />
      <h2 className="mt-3 text-xl font-bold text-navy-900">{name} is coming soon</h2>
      <p className="mt-2 text-slate-700">
        This mini-game is still in training. Try Swimming in the meantime.
      </p>
    </div>
  );
}
