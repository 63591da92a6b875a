// 'Your country': the flag shown beside this player's name on the world boards ('No country' shows none).
// Kept on this device and sent with the next verified run; a player who already has results sees it on their
// rows at once.
import { useId, useMemo, useState } from 'react';
import { countryOptions } from '../records/countries';
import { useGamesServices } from '../session/gamesServices';

export const COUNTRY_SAVED = 'Saved: your flag shows beside your name on the boards.';
export const NO_COUNTRY_SAVED = 'Saved: no flag beside your name on the boards.';

type Saving =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'done'; text: string; failed: boolean };

export function CountryPicker({ onChanged }: { onChanged(): void }) {
  const { records } = useGamesServices();
  const options = useMemo(() => countryOptions(), []);
  const [chosen, setChosen] = useState(() => records.country.get() ?? null);
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const selectId = useId();
  const hintId = useId();

  const choose = async (value: string) => {
    const country = value === '' ? null : value;
    setChosen(country);
    setSaving({ kind: 'saving' });
    try {
      await records.chooseCountry(country);
      setSaving({ kind: 'done', text: country ? COUNTRY_SAVED : NO_COUNTRY_SAVED, failed: false });
      onChanged();
    } catch (error) {
      setSaving({ kind: 'done', text: (error as Error).message, failed: true });
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="font-semibold text-slate-800">
        Your country
      </label>
      <select
        id={selectId}
        aria-describedby={hintId}
        value={chosen ?? ''}
        onChange={(event) => void choose(event.target.value)}
        className="min-h-11 w-full max-w-xs rounded-lg border border-slate-300 bg-white px-2"
      >
        <option value="">No country</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-slate-700">
        Its flag shows beside your name on the boards. Kept on this device and sent with your
        verified results.
      </p>
      {saving.kind === 'done' && (
        <p
          role={saving.failed ? 'alert' : 'status'}
          className={saving.failed ? 'text-red-800' : ''}
        >
          {saving.text}
        </p>
      )}
    </div>
  );
}
