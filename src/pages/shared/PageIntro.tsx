import type { ReactNode } from 'react';

/** The column a content page sits in. */
export function PageColumn({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">{children}</div>;
}

/** A content page's heading and one-line introduction. */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="max-w-3xl">
      <h1 className="text-3xl font-black text-navy-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-slate-700">{children}</p>
    </header>
  );
}
