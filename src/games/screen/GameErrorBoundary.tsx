import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** A new play (or a new game) clears a caught error. */
  resetKey: string;
  onLeave(): void;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Keeps a game that fails to load or crashes inside the game screen, with a way back to the lobby. */
export class GameErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Handled and shown to the visitor, so a warning rather than an uncaught error.
    console.warn('A game failed:', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="card mx-auto max-w-lg p-8 text-center">
        <p className="text-xl font-bold text-navy-900">This game could not be loaded.</p>
        <p className="mt-2 text-slate-700">Check your connection and try again.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className="btn-primary"
            onClick={() => this.setState({ error: null })}
          >
            Try again
          </button>
          <button type="button" className="btn-secondary" onClick={this.props.onLeave}>
            Back to Lobby
          </button>
        </div>
      </div>
    );
  }
}
