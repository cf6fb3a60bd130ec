import { RestError } from './errors.ts';
import type { FunctionInfo } from './schema-cache.ts';

// Which overload of /rpc/<name> a call means, by PostgREST's rule: an overload fits when every
// argument names one of its parameters and every parameter without a default is given.

function signature(fn: FunctionInfo): string {
  return `${fn.schema}.${fn.name}(${fn.args.map((arg) => `${arg.name} => ${arg.type}`).join(', ')})`;
}

export function pickFunction(
  schema: string,
  name: string,
  candidates: FunctionInfo[],
  argNames: string[],
): FunctionInfo {
  const fits = candidates.filter(
    (fn) =>
      fn.callable &&
      argNames.every((a) => fn.args.some((arg) => arg.name === a)) &&
      fn.args.every((arg) => arg.hasDefault || argNames.includes(arg.name)),
  );
  const [fn, ...others] = fits;
  if (!fn) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name}(${argNames.join(', ')}) in the schema cache`,
      candidates.length ? `No overload of ${schema}.${name} takes exactly these named arguments` : null,
      null,
    );
  }
  // PostgREST does not guess between overloads that both fit: 300 Multiple Choices.
  if (others.length > 0) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${fits.map(signature).sort().join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  return fn;
}
