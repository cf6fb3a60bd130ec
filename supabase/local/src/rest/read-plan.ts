import type { SqlExecutor } from '../contracts.ts';
import { bodySql, orderSql, Params, relationColumns, relationSql, selectListSql, whereSql } from './build.ts';
import { RestError } from './errors.ts';
import { contentRange, type Outcome, singularError } from './outcome.ts';
import { filtersOf, type RequestShape } from './request.ts';
import type { RelationInfo } from './schema-cache.ts';

// GET and HEAD on a table or view: one statement for the page, its row count and, with
// Prefer: count, the total.

export async function read(
  tx: SqlExecutor,
  relation: RelationInfo,
  shape: RequestShape,
  maxRows: number,
): Promise<Outcome> {
  const columns = relationColumns(relation);
  const params = new Params();
  const from = relationSql(relation);
  const where = whereSql(filtersOf(shape), columns, params);
  const selectList = selectListSql(shape.select, columns, params);
  const order = orderSql(shape.order, columns, params);
  const limit = Math.min(shape.limit ?? maxRows, maxRows);
  const page = ` limit ${params.add(limit)}::bigint offset ${params.add(shape.offset)}::bigint`;
  const total = shape.prefs.count ? `, (select count(*) from ${from}${where})::bigint::text as total` : '';
  const body = shape.method === 'HEAD' ? 'null::text' : bodySql(shape);
  const sql = `select ${body} as body, count(*)::int as n${total} from (select ${selectList} from ${from}${where}${order}${page}) _r`;
  const result = await tx.query<{ body: string | null; n: number; total?: string }>(sql, params.values);
  const row = result.rows[0] ?? { body: '[]', n: 0 };
  const totalCount = row.total === undefined ? null : Number(row.total);
  if (shape.singular && row.n !== 1) throw singularError(row.n);
  if (totalCount !== null && shape.offset > 0 && shape.offset >= totalCount && totalCount > 0) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${shape.offset} was requested, but there are only ${totalCount} rows.`,
    );
  }
  const status = totalCount !== null && row.n < totalCount ? 206 : 200;
  return {
    status,
    body: row.body,
    headers: { 'Content-Range': contentRange(shape.offset, row.n, totalCount) },
  };
}
