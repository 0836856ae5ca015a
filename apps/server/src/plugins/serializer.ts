import { serializerCompiler } from 'fastify-type-provider-zod';
import { isSharedAnswer } from '../platform/shared-answers.ts';

type CompilerInput = Parameters<typeof serializerCompiler>[0];

/**
 * The zod serializer (every answer parsed by its contract's schema, so no field outside the
 * contract leaves), remembering the text it wrote for each answer object. Cached reads hand the
 * same (never mutated) object to every request until their data changes, so a lobby page or a
 * menu is checked and written once, not once per request (decision 0004).
 */
export function rememberingSerializer(input: CompilerInput) {
  const serialize = serializerCompiler(input);
  const written = new WeakMap<object, string>();
  return (data: unknown): string => {
    if (typeof data !== 'object' || data === null || !isSharedAnswer(data)) return serialize(data);
    let text = written.get(data);
    if (text === undefined) {
      text = serialize(data);
      written.set(data, text);
    }
    return text;
  };
}
