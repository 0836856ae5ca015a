import type { staffMeSchema } from '@pf/shared/contracts/identity';
import { createContext, useContext } from 'react';
import type { z } from 'zod';

export type StaffMe = z.output<typeof staffMeSchema>;

/** The signed-in staff member, for the shell's header and menu (set once signed in). */
export const StaffContext = createContext<StaffMe | null>(null);

export function useStaff(): StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the signed-in shell');
  return staff;
}
