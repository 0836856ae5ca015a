/**
 * A call from a lower area into a higher one (decision 0016): the lower area declares the port
 * and calls it; the higher area fills it when it registers, after the lower one. Calls made before
 * it is filled are a wiring mistake and throw.
 */
export interface Port<T> {
  fill(impl: T): void;
  /** The filled implementation; throws until `fill`. */
  readonly use: T;
}

export function port<T>(name: string): Port<T> {
  let impl: T | undefined;
  return {
    fill(value) {
      if (impl !== undefined) throw new Error(`port ${name} is already filled`);
      impl = value;
    },
    get use() {
      if (impl === undefined) throw new Error(`port ${name} is not filled`);
      return impl;
    },
  };
}
