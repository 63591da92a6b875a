/** A plain message in place of a game (no active game, unknown sport) with the way back. */
export function GameMessage({ message, onBack }: { message: string; onBack(): void }) {
  return (
    <div className="card mx-auto max-w-lg p-8 text-center">
      <h1 className="text-xl font-bold text-navy-900">{message}</h1>
      <button type="button" className="btn-primary mt-6" onClick={onBack}>
        Back to Lobby
      </button>
    </div>
  );
}
