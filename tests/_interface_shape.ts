// The Web IDL shape of an interface object as plain data, to compare a class
// of ours with the runtime's own (and with what Web IDL says): the own keys
// of the interface and its prototype in order, and each property's kind,
// attributes, name and length.

/** One property: its key, kind and attributes, and its function's name and length. */
export type PropertyShape = [
  key: string,
  kind: "value" | "accessor",
  enumerable: boolean,
  configurable: boolean,
  writable: boolean | null,
  name: string | null,
  length: number | null,
];

function propertyShape(object: object, key: string | symbol): PropertyShape {
  const d = Object.getOwnPropertyDescriptor(object, key)!;
  const fn = (d.get ?? (typeof d.value === "function" ? d.value : null)) as
    | ((...args: unknown[]) => unknown)
    | null;
  return [
    String(key),
    d.get !== undefined ? "accessor" : "value",
    d.enumerable === true,
    d.configurable === true,
    d.get !== undefined ? null : d.writable === true,
    fn === null ? (typeof d.value === "string" ? d.value : null) : fn.name,
    fn === null ? (typeof d.value === "number" ? d.value : null) : fn.length,
  ];
}

/** The shape of the interface object `cls` and of its prototype. */
export function interfaceShape(
  // deno-lint-ignore ban-types -- any class
  cls: Function,
): { statics: PropertyShape[]; prototype: PropertyShape[] } {
  const proto = cls.prototype as object;
  return {
    statics: Reflect.ownKeys(cls).map((key) => propertyShape(cls, key)),
    prototype: Reflect.ownKeys(proto).map((key) => propertyShape(proto, key)),
  };
}
