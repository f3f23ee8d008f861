/**
 * Data namespaces: every test (or browser) can have a mock backend of its own inside one server. A
 * request names its namespace with the `mock_ns` cookie or the `X-Mock-Namespace` header; the first
 * request of a namespace creates it from the seed (every store's `onReset`), so parallel tests never
 * see each other's reservations, clock, one-time codes or rate limits. Without a name, requests share
 * the default namespace (`npm run dev`, vitest, a backend team's client).
 *
 * A store declares its state with `scoped(() => new Map())`: the object it gets stands for the current
 * namespace's own copy, so the code that uses it reads as if there were one.
 */
export const NAMESPACE_COOKIE = 'mock_ns';
export const NAMESPACE_HEADER = 'x-mock-namespace';
export const DEFAULT_NAMESPACE = '';
const VALID = /^[A-Za-z0-9_.:-]{1,100}$/;
/** The oldest namespaces are forgotten beyond this many (a long repeat run makes thousands). */
const MAX_NAMESPACES = 400;

/** How the current namespace is known: a plain variable here, AsyncLocalStorage in the server. */
export type NamespaceContext = {
  current: () => string | undefined;
  run: <T>(namespace: string, work: () => T) => T;
};

let active: string | undefined;
const plainContext: NamespaceContext = {
  current: () => active,
  run: (namespace, work) => {
    const previous = active;
    active = namespace;
    try {
      return work();
    } finally {
      active = previous;
    }
  },
};
let context = plainContext;

/** Sets how the current namespace is known (the standalone server); none: back to the plain one. */
export function setNamespaceContext(next: NamespaceContext = plainContext): void {
  context = next;
}

type Space = Map<number, object>;
const spaces = new Map<string, Space>();
let slots = 0;
let seedNamespace: (() => void) | undefined;

/** Registered by the store registry: fills a new namespace from the seed (runs every reset). */
export function onNamespaceCreated(seed: () => void): void {
  seedNamespace = seed;
}

export const currentNamespace = (): string => context.current() ?? DEFAULT_NAMESPACE;
export const isDefaultNamespace = (): boolean => currentNamespace() === DEFAULT_NAMESPACE;

function space(namespace: string): Space {
  let found = spaces.get(namespace);
  if (found) {
    // Map order is the order of last use: the first entry is the one to forget first.
    spaces.delete(namespace);
    spaces.set(namespace, found);
    return found;
  }
  found = new Map();
  spaces.set(namespace, found);
  if (spaces.size > MAX_NAMESPACES) {
    const oldest = spaces.keys().next().value;
    if (oldest !== undefined && oldest !== DEFAULT_NAMESPACE) spaces.delete(oldest);
  }
  context.run(namespace, () => seedNamespace?.());
  return found;
}

/** Runs `work` in a namespace (created from the seed on first use). */
export function inNamespace<T>(namespace: string, work: () => T): T {
  space(namespace);
  return context.run(namespace, work);
}

/** The namespaces that exist now (the mock's timers visit each). */
export const namespaces = (): string[] => [...spaces.keys()];

/** The namespace a request names, or the default one; an invalid name counts as none. */
export function namespaceOf(request: Request, cookie?: string): string {
  const named = request.headers.get(NAMESPACE_HEADER) ?? cookie;
  return named && VALID.test(named) ? named : DEFAULT_NAMESPACE;
}

/**
 * State of one store, one copy per namespace: `create` makes an empty one (the store's `onReset`
 * then fills it from the seed). The returned object forwards every use to the current namespace's copy.
 */
export function scoped<T extends object>(create: () => T): T {
  const slot = slots++;
  const current = (): T => {
    const own = space(currentNamespace());
    let value = own.get(slot);
    if (!value) {
      value = create();
      own.set(slot, value);
    }
    return value as T;
  };
  return new Proxy(create(), {
    get(_, key) {
      const target = current();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
    set: (_, key, value) => Reflect.set(current(), key, value),
    has: (_, key) => Reflect.has(current(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(current(), key),
  });
}
