import { create } from 'zustand';

/** Layout state that is nobody's data: the side bar's mini mode and the phone drawer. */
interface UiState {
  sideBarMini: boolean;
  drawerOpen: boolean;
  toggleMini: () => void;
  setSideBarMini: (mini: boolean) => void;
  setDrawerOpen: (open: boolean) => void;
}

export const useUiStore = create<UiState>((set) => ({
  sideBarMini: false,
  drawerOpen: false,
  toggleMini: () => set((s) => ({ sideBarMini: !s.sideBarMini })),
  setSideBarMini: (sideBarMini) => set({ sideBarMini }),
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}));
