// Value model: data arrives as decoded JSON, and operators follow JavaScript
// semantics on primitives. Containers (objects, arrays) have no sensible
// arithmetic meaning, so operators reject them instead of stringifying.
export type Primitive = string | number | boolean | null | undefined;

export function isPrimitive(value: unknown): value is Primitive {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export function truthy(value: unknown): boolean {
  return Boolean(value);
}

export function formatExpressionValue(value: unknown): string {
  if (value === undefined) return '';
  if (isPrimitive(value)) return String(value);
  return JSON.stringify(value) ?? '';
}
