// Reads the client's valibot schemas (src/api) as descriptions of answers: the fields an answer
// carries that its schema does not describe, and the objects a schema describes. The contract
// test and the docs test hold the mock and docs/api.md to them with these.
import * as v from 'valibot'

/** The parts of a valibot schema this file reads; every schema of src/api is built of them. */
interface SchemaNode {
  type: string
  entries?: Record<string, SchemaNode>
  item?: SchemaNode
  wrapped?: SchemaNode
  options?: SchemaNode[]
}

const WRAPPERS = new Set(['optional', 'nullish', 'nullable', 'exact_optional', 'undefinedable'])

function nodeOf(schema: v.GenericSchema): SchemaNode {
  return schema as unknown as SchemaNode
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The dotted paths of `value` that `schema` has no field for (valibot drops them silently). */
export function fieldsOutside(schema: v.GenericSchema, value: unknown, path = ''): string[] {
  const node = nodeOf(schema)
  if (value === null || value === undefined) return []
  if (WRAPPERS.has(node.type) && node.wrapped) return fieldsOutside(node.wrapped as unknown as v.GenericSchema, value, path)
  if ((node.type === 'union' || node.type === 'variant') && node.options) {
    // the option the client reads the value with
    const option = node.options.find((candidate) => v.safeParse(candidate as unknown as v.GenericSchema, value).success)
    return option ? fieldsOutside(option as unknown as v.GenericSchema, value, path) : []
  }
  if (node.type === 'array' && node.item && Array.isArray(value)) {
    const item = node.item as unknown as v.GenericSchema
    return value.flatMap((element, index) => fieldsOutside(item, element, `${path}[${index}]`))
  }
  if (node.type === 'object' && node.entries && isRecord(value)) {
    const entries = node.entries
    return Object.entries(value).flatMap(([key, field]) => {
      const at = path ? `${path}.${key}` : key
      return key in entries ? fieldsOutside(entries[key] as unknown as v.GenericSchema, field, at) : [at]
    })
  }
  return []
}

/** An object a schema describes, by its fields. */
export interface ObjectShape {
  keys: string[]
  entries: Record<string, v.GenericSchema>
}

/** Every object `schema` describes, itself or inside arrays, optional values and unions. */
export function objectShapes(schema: v.GenericSchema): ObjectShape[] {
  const node = nodeOf(schema)
  const children = [
    ...(node.wrapped ? [node.wrapped] : []),
    ...(node.item ? [node.item] : []),
    ...(node.options ?? []),
    ...Object.values(node.entries ?? {}),
  ] as unknown as v.GenericSchema[]
  const own: ObjectShape[] =
    node.type === 'object' && node.entries
      ? [{ keys: Object.keys(node.entries).sort(), entries: node.entries as unknown as Record<string, v.GenericSchema> }]
      : []
  return [...own, ...children.flatMap(objectShapes)]
}
