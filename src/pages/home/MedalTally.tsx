import type { TallyRow } from '../../data/medalTally';

const MEDAL_COLUMNS = [
  { label: 'Gold', dot: 'bg-gold' },
  { label: 'Silver', dot: 'bg-silver' },
  { label: 'Bronze', dot: 'bg-bronze' },
] as const;

const cell = 'px-1.5 py-2.5 text-center tabular-nums sm:px-3';

export function MedalTally({ rows }: { rows: readonly TallyRow[] }) {
  return (
    <section aria-labelledby="medal-tally-title" className="card overflow-hidden lg:col-span-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 id="medal-tally-title" className="text-xl font-bold text-navy-900">
          Medal Tally
        </h2>
        <p className="text-sm text-slate-600">Ranked by total medals</p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-[11px] font-semibold text-slate-700 uppercase sm:text-xs">
            <tr>
              <th scope="col" className={cell}>
                Rank
              </th>
              <th scope="col" className="px-1.5 py-2.5 text-left sm:px-3">
                Country
              </th>
              {MEDAL_COLUMNS.map(({ label, dot }) => (
                <th key={label} scope="col" className={cell}>
                  <span className="inline-flex items-center gap-1">
                    <span
                      aria-hidden="true"
                      className={`hidden h-2.5 w-2.5 rounded-full sm:inline-block ${dot}`}
                    />
                    {label}
                  </span>
                </th>
              ))}
              <th scope="col" className={cell}>
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map(({ country, rank }) => (
              <tr key={country.id} className={rank <= 3 ? 'bg-amber-50/60' : undefined}>
                <td className={`${cell} font-semibold text-slate-700`}>{rank}</td>
                {/* The flag comes from CSS so the cell's text is exactly the country name. Its box has one width
                    whatever font draws it: the columns are sized by their content, and a flag drawn before the
                    emoji font was ready moved them once it was (a layout shift CI caught on a cold start). */}
                <th
                  scope="row"
                  data-flag={country.flag}
                  className="px-1.5 py-2.5 text-left font-medium text-slate-900 before:mr-1 before:inline-block before:w-[1.4em] before:content-[attr(data-flag)] sm:px-3"
                >
                  {country.name}
                </th>
                <td className={cell}>{country.goldMedals}</td>
                <td className={cell}>{country.silverMedals}</td>
                <td className={cell}>{country.bronzeMedals}</td>
                <td className={`${cell} font-bold text-navy-900`}>{country.totalMedals}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
