import { create } from 'zustand';

/** The one thing a pop-up or panel has on show, under the name its readers use; null while closed. */
export type SlotState<K extends string, T> = { [P in K]: T | null } & {
  open: (value: T) => void;
  close: () => void;
};

/**
 * A store for a pop-up or panel of which the site shows one at a time: opening another replaces
 * what was on show.
 */
export function createSlotStore<T, K extends string>(key: K) {
  // A computed key widens to a string index: the object is the state's shape all the same.
  const slot = (value: T | null) => ({ [key]: value }) as Partial<SlotState<K, T>>;
  return create<SlotState<K, T>>(
    (set) =>
      ({
        ...slot(null),
        open: (value: T) => set(slot(value)),
        close: () => set(slot(null)),
      }) as SlotState<K, T>,
  );
}
