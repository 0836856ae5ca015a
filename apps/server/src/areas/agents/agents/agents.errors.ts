import { AGENT_ERRORS, type AgentErrorCode, formatMessage } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';

/** An agent-centre failure with its catalogue text (placeholders filled from `params`). */
export function agentError(
  code: AgentErrorCode,
  params: Record<string, string | number> = {},
  value: unknown = null,
): AppError {
  const e = AGENT_ERRORS[code];
  return new AppError(
    code,
    formatMessage(e.message, params),
    value ?? (Object.keys(params).length ? params : null),
    e.status,
  );
}
