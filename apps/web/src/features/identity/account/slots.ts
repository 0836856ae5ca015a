import { partSlot } from '@/lib/slot';

/** The agent centre's popup, which the header's menu opens for agent types (agents fills it). */
export const AgentCentre = partSlot<{ open: boolean; onClose: () => void }>('AgentCentre');
