import { RestError } from './errors.ts';
import type { Representation } from './negotiate.ts';
import type { FieldRef } from './parse-field.ts';
import { type Condition, type Expression, parseInList } from './parse-filter.ts';
import type { OrderTerm, SelectItem } from './parse-select.ts';
import { RegexBudget } from './regex-limits.ts';
import type { RelationInfo } from './schema-cache.ts';

// SQL text is assembled only from catalog names (quoted) and fixed keywords; every value from
// the request becomes a $n parameter.

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export class Params {
  readonly values: unknown[] = [];
  /** The statement's match/imatch patterns so far (one request builds one statement). */
  readonly regexes = new RegexBudget();
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Column names and base types (no typmod) of whatever the statement reads from. */
export interface Columns {
  /** For error messages: `public.todos`. */
  label: string;
  types: Map<string, string>;
}

export function relationColumns(relation: RelationInfo): Columns {
  const types = new Map<string, string>();
  for (const column of relation.columns.values()) types.set(column.name, baseType(column.type));
  return { label: `${relation.schema}.${relation.name}`, types };
}

/** `character varying(20)` → `character varying`: casting a parameter must never truncate it. */
function baseType(type: string): string {
  return type.replace(/\(\d+(?:,\s*\d+)?\)/g, '');
}

/** `"schema"."name"` */
export function relationSql(relation: RelationInfo): string {
  return `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;
}

/** `json_agg` of the rows of `from`, or the single object for `.single()`. */
export function bodySql(shape: Representation): string {
  const row = shape.stripNulls ? 'json_strip_nulls(row_to_json(_r))' : '_r';
  return shape.singular ? `(json_agg(${row}) -> 0)::text` : `coalesce(json_agg(${row}), '[]')::text`;
}

function unknownColumn(columns: Columns, column: string): RestError {
  return new RestError(400, '42703', `column ${columns.label}.${column} does not exist`);
}

function fieldSql(field: FieldRef, columns: Columns, params: Params): string {
  if (!columns.types.has(field.column)) throw unknownColumn(columns, field.column);
  let sql = quoteIdent(field.column);
  for (const step of field.path) {
    const key = /^-?\d+$/.test(step.key)
      ? `${params.add(Number(step.key))}::int`
      : `${params.add(step.key)}::text`;
    sql = `(${sql} ${step.arrow} ${key})`;
  }
  return sql;
}

/** PostgREST names `data->>b` after its last key. */
function outputName(item: SelectItem): string {
  if (item.alias) return item.alias;
  const field = item.field as FieldRef;
  const last = field.path.at(-1);
  return last ? last.key : field.column;
}

export function selectListSql(items: SelectItem[], columns: Columns, params: Params): string {
  return items
    .map((item) => {
      if (!item.field) return '*';
      let sql = fieldSql(item.field, columns, params);
      if (item.cast) sql = `(${sql})::${item.cast}`;
      return `${sql} as ${quoteIdent(outputName(item))}`;
    })
    .join(', ');
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const TEXT_SEARCH: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const TEXT_OPERATORS = new Set(['like', 'ilike', 'match', 'imatch']);

function conditionSql(condition: Condition, columns: Columns, params: Params): string {
  const lhs = fieldSql(condition.field, columns, params);
  // A plain column compares with a parameter of its own type, so '12abc' against an integer
  // column is a 22P02 error (400) as with PostgREST, and operator resolution is unambiguous.
  const columnType =
    condition.field.path.length === 0 ? columns.types.get(condition.field.column) : undefined;
  const typed = (placeholder: string, type = columnType) => (type ? `${placeholder}::${type}` : placeholder);
  let sql: string;
  switch (condition.op) {
    case 'is': {
      const value = condition.value.toLowerCase();
      const keyword = {
        null: 'null',
        not_null: 'not null',
        true: 'true',
        false: 'false',
        unknown: 'unknown',
      }[value];
      if (!keyword) {
        throw new RestError(
          400,
          'PGRST100',
          `"${condition.value}" is not a valid value for "is"`,
          null,
          'Use is.null, is.true, is.false or is.unknown',
        );
      }
      sql = `${lhs} is ${keyword}`;
      break;
    }
    case 'in': {
      const items = parseInList(condition.value);
      sql = items.length === 0 ? 'false' : `${lhs} in (${items.map((v) => typed(params.add(v))).join(', ')})`;
      break;
    }
    case 'isdistinct':
      sql = `${lhs} is distinct from ${typed(params.add(condition.value))}`;
      break;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const fn = TEXT_SEARCH[condition.op] as string;
      const language = condition.language ? `${params.add(condition.language)}::regconfig, ` : '';
      sql = `${lhs} @@ ${fn}(${language}${params.add(condition.value)})`;
      break;
    }
    default: {
      const operator = COMPARISON[condition.op] as string;
      const isText = TEXT_OPERATORS.has(condition.op);
      const raw =
        condition.op === 'like' || condition.op === 'ilike'
          ? condition.value.replace(/\*/g, '%')
          : condition.value;
      if (condition.op === 'match' || condition.op === 'imatch') {
        params.regexes.take(raw, condition.quantifier ? arrayElements(raw) : 1);
      }
      if (condition.quantifier) {
        const arrayType = isText ? 'text[]' : columnType ? `${columnType}[]` : undefined;
        const value = isText ? raw.replace(/\*/g, '%') : raw;
        sql = `${lhs} ${operator} ${condition.quantifier}(${typed(params.add(value), arrayType)})`;
      } else {
        sql = `${lhs} ${operator} ${isText ? params.add(raw) : typed(params.add(raw))}`;
      }
    }
  }
  return condition.negate ? `not (${sql})` : sql;
}

/** How many elements the array literal `{a,"b,c"}` has (at least one). */
function arrayElements(literal: string): number {
  let count = 1;
  let quoted = false;
  for (let i = 0; i < literal.length; i++) {
    const c = literal[i];
    if (c === '\\') i++;
    else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) count++;
  }
  return count;
}

function expressionSql(expression: Expression, columns: Columns, params: Params): string {
  if (expression.kind === 'condition') return conditionSql(expression, columns, params);
  const joiner = expression.kind === 'and' ? ' and ' : ' or ';
  const sql = `(${expression.children.map((child) => expressionSql(child, columns, params)).join(joiner)})`;
  return expression.negate ? `not ${sql}` : sql;
}

export function whereSql(filters: Expression[], columns: Columns, params: Params): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((f) => expressionSql(f, columns, params)).join(' and ')}`;
}

export function orderSql(terms: OrderTerm[], columns: Columns, params: Params): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    let sql = fieldSql(term.field, columns, params);
    if (term.direction) sql += ` ${term.direction}`;
    if (term.nulls) sql += ` nulls ${term.nulls}`;
    return sql;
  });
  return ` order by ${parts.join(', ')}`;
}
