import { create } from 'zustand';
import { RELOAD_DELAY_MS } from '@/config/constants';

export interface SchoolYear {
  id: number;
  name: string;
}

interface ConstantsState {
  years: SchoolYear[];
  curYear: number | null;
  /** The year a page shows when its URL names none and nothing was chosen: the server's current year. */
  defaultYear: number | null;
  /** Views key on this: false then true after 10 ms forces them to remount (the reload flag, docs/rules.md#session). */
  reload: boolean;
  setYears: (years: SchoolYear[], current?: number | null) => void;
  setCurYear: (id: number) => void;
  triggerReload: () => Promise<void>;
  reset: () => void;
}

export const useConstants = create<ConstantsState>((set, get) => ({
  years: [],
  curYear: null,
  defaultYear: null,
  reload: true,
  setYears: (years, current) => {
    const keep = get().curYear;
    const valid = (id: number | null | undefined) => id != null && years.some((y) => y.id === id);
    const defaultYear = valid(current) ? current! : (years[0]?.id ?? null);
    set({ years, defaultYear, curYear: valid(keep) ? keep : defaultYear });
  },
  setCurYear: (id) => set({ curYear: id }),
  triggerReload: () =>
    new Promise((resolve) => {
      set({ reload: false });
      setTimeout(() => {
        set({ reload: true });
        resolve();
      }, RELOAD_DELAY_MS);
    }),
  reset: () => set({ years: [], curYear: null, defaultYear: null, reload: true }),
}));
