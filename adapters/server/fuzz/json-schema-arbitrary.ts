import fc from 'fast-check';

/** The part of JSON Schema (draft 2020-12) that `z.toJSONSchema` writes for the API's request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
}

const INSTANTS = ['2026-11-22T10:00:00Z', '2026-12-01T08:30:00.000Z', '2027-03-15T23:59:59+01:00'];
const DATES = ['2026-11-22', '2015-05-05', '2018-06-01', '2027-02-28'];
/** Ids: mostly the seeded range, so handlers reach real rows (someone else's included). */
const seededId = fc.integer({ min: 1, max: 40 });

function integer(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -2147483649) + 1, -2147483648);
  const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 2147483648) - 1, 2147483647);
  const all = fc.integer({ min, max });
  return min <= 1 && max >= 40 ? fc.oneof({ weight: 3, arbitrary: seededId }, all) : all;
}

function text(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return fc.constantFrom(...INSTANTS);
  if (schema.format === 'date') return fc.constantFrom(...DATES);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc
      .constantFrom('camille@example.be', 'Dubois', 'BIENVENUE', 'demo-password', 'Oui')
      .filter(
        (value) =>
          value.length >= minLength && value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY),
      ),
  );
}

/** Values the schema accepts (as far as JSON Schema says: refinements zod keeps to itself may still refuse). */
export function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(valid));
  if (schema.allOf?.[0]) return valid(schema.allOf[0]);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => valid({ ...schema, type })));
  }
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, inner]) => [name, valid(inner)])),
        { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
      );
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(valid(schema.items ?? {}), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'integer':
      return integer(schema);
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return text(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A value of another JSON type than the schema's, or out of its range. */
const wrongValue = fc.oneof(
  fc.constantFrom(null, true, '', ' ', '1', -1, 0, 2147483648, 1.5, [], {}, ['x'], { id: 1 }),
  fc.string({ maxLength: 8 }),
);

/**
 * A valid object with one defect: a required key dropped, one property's value replaced by a wrong one, or
 * an unknown key that names another owner (`customer_id`, `organiser_id`). Which defects zod refuses is the
 * server's business; what the tests check is that a refusal changes nothing.
 */
export function mutated(schema: JsonSchema): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  return valid(schema).chain((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || names.length === 0) {
      return wrongValue;
    }
    const record = value as Record<string, unknown>;
    return fc.oneof(
      fc.constantFrom(...names).map((name) => {
        const { [name]: _dropped, ...rest } = record;
        return rest;
      }),
      fc.tuple(fc.constantFrom(...names), wrongValue).map(([name, wrong]) => ({ ...record, [name]: wrong })),
      fc
        .tuple(fc.constantFrom('customer_id', 'organiser_id', 'id', 'processed_at', '__proto__'), seededId)
        .map(([name, id]) => ({ ...record, [name]: id })),
    );
  });
}
