import { PGlite } from '@electric-sql/pglite';
const pg = await PGlite.create();
await pg.exec("create table t(x text); insert into t select 'abc'||g from generate_series(1,100) g;");
for (const p of process.argv.slice(2)) {
  const t = performance.now();
  try { await pg.query('select count(*) from t where x ~ $1', [p]); console.log(JSON.stringify(p), 'ok', (performance.now()-t).toFixed(0)); }
  catch (e) { console.log(JSON.stringify(p), (e as {code?:string}).code, (e as Error).message); }
  try { await pg.query('select 1'); } catch (e) { console.log('  after:', (e as Error).message); }
}
