import { AgentCentre as AgentCentrePopup } from '@/features/agents/agent-centre';
import { AgentCentre } from '@/features/identity/account';

// The header's account menu (identity) opens the agent centre (agents); its code loads on first use.
AgentCentre.fill(AgentCentrePopup);
