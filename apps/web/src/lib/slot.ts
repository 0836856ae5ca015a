import { type ComponentType, createElement } from 'react';

/**
 * A part of a lower feature's screen that a higher feature provides (decision 0016): the lower
 * feature declares the slot and renders it, the shell fills it (app/slots/), so no feature imports
 * one above it. A slot the shell has not filled renders nothing.
 */
export type PartSlot<P extends object> = ComponentType<P> & {
  /** The shell hands the part in; filling again replaces it. */
  fill(part: ComponentType<P>): void;
};

export function partSlot<P extends object>(name: string): PartSlot<P> {
  let part: ComponentType<P> | null = null;
  const Slot = (props: P) => (part === null ? null : createElement(part, props));
  Slot.displayName = name;
  return Object.assign(Slot, {
    fill(next: ComponentType<P>) {
      part = next;
    },
  });
}

/**
 * A value (a hook, a loader) a lower feature uses and a higher one provides, filled by the shell
 * like a part slot. Reading it before the shell filled it is a wiring mistake, so it throws.
 */
export interface ValueSlot<T> {
  fill(value: T): void;
  get(): T;
}

export function valueSlot<T>(name: string): ValueSlot<T> {
  let value: { current: T } | null = null;
  return {
    fill(next) {
      value = { current: next };
    },
    get() {
      if (value === null) throw new Error(`${name}: the shell has not filled this slot (app/slots)`);
      return value.current;
    },
  };
}
