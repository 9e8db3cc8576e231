/**
 * Copy-on-write drafts of plain JSON-like data. A change runs against a draft: it reads the live
 * objects, and its writes go to shallow copies made on first write, so the live data stays as it
 * is until the caller commits the new version. The new version shares every untouched object
 * with the old one: a change to one pipe out of 5,000 copies that pipe, its wrapper and one array.
 */

type Json = Record<PropertyKey, unknown>;

interface DraftState {
  readonly base: Json;
  /** Where writes go; made on the first write to this object or to anything below it. */
  copy: Json | undefined;
  readonly parent: DraftState | undefined;
  /** The drafts handed out for the base's own values, so a value always gets the same proxy. */
  readonly children: Map<PropertyKey, DraftState>;
  readonly proxy: Json;
  readonly session: Draft<unknown>;
}

/** Proxy → its state (to recognise drafts), and the proxy's target → its state (for the traps). */
const byProxy = new WeakMap<object, DraftState>();
const byTarget = new WeakMap<object, DraftState>();

function isDraftable(value: unknown): value is Json {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const latest = (state: DraftState): Json => state.copy ?? state.base;
const hasOwn = (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key);

/** Copies this object and every parent up to the root: they all change when a child does. */
function willChange(state: DraftState): Json {
  for (let s: DraftState | undefined = state; s !== undefined && s.copy === undefined; s = s.parent) {
    s.copy = (Array.isArray(s.base) ? [...s.base] : { ...s.base }) as Json;
  }
  return state.copy!;
}

function valueOf(state: DraftState, key: PropertyKey, receiver: unknown): unknown {
  const source = latest(state);
  if (!hasOwn(source, key)) return Reflect.get(source, key, receiver);
  const value = source[key];
  // Only values of the live data get a draft; values the change made are its own already.
  if (!isDraftable(value) || byProxy.has(value) || state.base[key] !== value) return value;
  let child = state.children.get(key);
  if (child?.base !== value) {
    child = state.session.open(value, state);
    state.children.set(key, child);
  }
  return child.proxy;
}

const handler: ProxyHandler<Json> = {
  get: (target, key, receiver) => valueOf(byTarget.get(target)!, key, receiver),
  set(target, key, value) {
    willChange(byTarget.get(target)!)[key] = value;
    return true;
  },
  deleteProperty(target, key) {
    delete willChange(byTarget.get(target)!)[key];
    return true;
  },
  has: (target, key) => key in latest(byTarget.get(target)!),
  ownKeys: (target) => Reflect.ownKeys(latest(byTarget.get(target)!)),
  getOwnPropertyDescriptor(target, key) {
    const state = byTarget.get(target)!;
    const descriptor = Reflect.getOwnPropertyDescriptor(latest(state), key);
    if (descriptor === undefined) return undefined;
    // An array's length is non-configurable on the target too; everything else is reported configurable.
    if (Array.isArray(target) && key === "length") return descriptor;
    return { ...descriptor, configurable: true, value: valueOf(state, key, state.proxy) };
  },
  defineProperty() {
    throw new TypeError("defineProperty is not supported on a data draft");
  },
  getPrototypeOf: (target) => Object.getPrototypeOf(latest(byTarget.get(target)!)) as object | null,
  setPrototypeOf() {
    throw new TypeError("setPrototypeOf is not supported on a data draft");
  },
};

/** One change's drafts: `root` to change, then `finish` for the new version (or the old one, unchanged). */
export class Draft<T> {
  private readonly revokers: (() => void)[] = [];
  private readonly rootState: DraftState;

  constructor(base: T) {
    if (!isDraftable(base)) throw new TypeError("only plain objects and arrays can be drafted");
    this.rootState = this.open(base, undefined);
  }

  get root(): T {
    return this.rootState.proxy as T;
  }

  /** @internal A draft of `base`, a value below `parent`. */
  open(base: Json, parent: DraftState | undefined): DraftState {
    const target = (Array.isArray(base) ? [] : {}) as Json;
    const { proxy, revoke } = Proxy.revocable(target, handler);
    const state: DraftState = { base, copy: undefined, parent, children: new Map(), proxy, session: this as Draft<unknown> };
    byProxy.set(proxy, state);
    byTarget.set(target, state);
    this.revokers.push(revoke);
    return state;
  }

  /**
   * The new version (the base itself when nothing was written) and `result` with every draft in
   * it replaced by its final value. The drafts are revoked: using one afterwards throws.
   */
  finish<R>(result: R): { data: T; result: R; changed: boolean } {
    const seen = new Set<object>();
    const data = this.finalize(this.rootState, seen) as T;
    const finalResult = this.resolve(result, seen) as R;
    for (const revoke of this.revokers) revoke();
    return { data, result: finalResult, changed: this.rootState.copy !== undefined };
  }

  /** Drops the drafts without a new version (the change failed). */
  discard(): void {
    for (const revoke of this.revokers) revoke();
  }

  private finalize(state: DraftState, seen: Set<object>): Json {
    const copy = state.copy;
    if (copy === undefined) return state.base;
    if (seen.has(copy)) return copy;
    seen.add(copy);
    for (const key of Object.keys(copy)) {
      const value = copy[key];
      const child = state.children.get(key);
      if (child !== undefined && child.base === value) copy[key] = this.finalize(child, seen);
      else if (value !== state.base[key]) copy[key] = this.resolve(value, seen);
    }
    return copy;
  }

  /** A value the change made (or returned): drafts in it become final values, in place. */
  private resolve(value: unknown, seen: Set<object>): unknown {
    if (!isDraftable(value)) return value;
    const state = byProxy.get(value);
    if (state !== undefined) return this.finalize(state, seen);
    // Frozen means committed data, which holds no drafts.
    if (seen.has(value) || Object.isFrozen(value)) return value;
    seen.add(value);
    for (const key of Object.keys(value)) {
      const resolved = this.resolve(value[key], seen);
      if (resolved !== value[key]) value[key] = resolved;
    }
    return value;
  }
}
