// The agent centre's public surface: the popup the header's account menu opens for agents.
export { AgentCentre } from './components/lazy-centre';
