// A full screen tall, so the footer stays below the fold until the page arrives: no layout shift (CLS).
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-sky-200 border-t-sky-700 motion-reduce:animate-none" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
