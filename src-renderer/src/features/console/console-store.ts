import { create } from 'zustand';

interface ConsoleState {
  /** The team the console looks at (undefined: the app's demo team). */
  teamId: string | undefined;
  setTeam(teamId: string): void;
}

/** The console's team: the sandbox panel, webhooks and faults work on it. */
export const useConsoleTeam = create<ConsoleState>((set) => ({
  teamId: undefined,
  setTeam: (teamId) => set({ teamId }),
}));
