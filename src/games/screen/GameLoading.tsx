export function GameLoading() {
  return (
    <div className="flex min-h-64 items-center justify-center gap-3" role="status">
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-sky-200 border-t-sky-700 motion-reduce:animate-none"
      />
      <span className="text-slate-700">Loading game…</span>
    </div>
  );
}
