/**
 * The value kept under `key` for `owner`, made by `make(owner, key)` the first time it is asked for.
 * Each owner's values live in a Map of their own under a WeakMap, so they go when the owner does
 * (prepared statements of a connection, gradients of a canvas context, ...). `make` is best a
 * function made once, not a closure made on every call: lookups are on hot paths.
 */
export function cachedFor<Owner extends object, Key, Value>(cache: WeakMap<Owner, Map<Key, Value>>, owner: Owner, key: Key, make: (owner: Owner, key: Key) => Value): Value {
  let values = cache.get(owner);
  if (!values) cache.set(owner, (values = new Map()));
  let value = values.get(key);
  if (value === undefined) values.set(key, (value = make(owner, key)));
  return value;
}
