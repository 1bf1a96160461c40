import { BadRequestError } from './errors.ts';

type FieldKind = 'string' | 'number' | 'boolean' | 'object' | 'array';
type FieldSpec = FieldKind | `${FieldKind}?`;
type KindType<K> = K extends 'string'
  ? string
  : K extends 'number'
    ? number
    : K extends 'boolean'
      ? boolean
      : K extends 'array'
        ? unknown[]
        : Record<string, unknown>;
type Shape<S extends Record<string, FieldSpec>> = {
  [K in keyof S as S[K] extends `${string}?` ? never : K]: KindType<S[K]>;
} & {
  [K in keyof S as S[K] extends `${string}?` ? K : never]?: KindType<S[K] extends `${infer B}?` ? B : never>;
};

const kindNames: Record<FieldKind, string> = {
  string: '字符串',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
};

function kindOf(value: unknown): FieldKind | 'null' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as FieldKind;
}

/**
 * Checks a parsed JSON body against a flat field list and returns it typed.
 * Unknown fields are ignored; a missing required field or a wrong type is a 400.
 */
export function requireFields<S extends Record<string, FieldSpec>>(body: unknown, spec: S): Shape<S> {
  if (kindOf(body) !== 'object') throw new BadRequestError('请求内容应为 JSON 对象');
  const record = body as Record<string, unknown>;
  for (const [field, declared] of Object.entries(spec)) {
    const optional = declared.endsWith('?');
    const kind = declared.replace('?', '') as FieldKind;
    const value = record[field];
    if (value === undefined || value === null) {
      if (optional) continue;
      throw new BadRequestError(`缺少参数 ${field}`);
    }
    if (kindOf(value) !== kind) throw new BadRequestError(`参数 ${field} 应为${kindNames[kind]}`);
  }
  return record as Shape<S>;
}
