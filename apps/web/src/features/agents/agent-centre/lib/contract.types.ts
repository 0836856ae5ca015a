import type { ContractResponse } from '@pf/shared';
import type { Calls } from '../api/calls';

/** One dividend or salary contract as the agent centre lists it. */
export type AgentContract = ContractResponse<Calls['agents.dividend']>['list'][number];

/** What a member may answer to a contract, or ask of it. */
export type AnswerAction = 'accept' | 'reject' | 'requestTermination' | 'terminate';
