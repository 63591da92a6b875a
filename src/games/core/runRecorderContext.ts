// Where a local game's clock finds the recorder of a verified run: provided around the game view by whoever
// asked for the run's ticket; absent (null) for an unverified run and for room games.
import { createContext } from 'react';
import type { RunRecorder } from './runRecorder';

export const RunRecorderContext = createContext<RunRecorder | null>(null);
