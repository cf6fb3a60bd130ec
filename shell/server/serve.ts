import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteHandler } from './site-handler.ts';
import { builtSiteLocations } from './site-locations.ts';

// `pnpm serve`: the built shell and both remotes on one port.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const handleSite = createSiteHandler(builtSiteLocations(root));

const server = createServer(async (req, res) => {
  const started = performance.now();
  res.on('finish', () => {
    const ms = (performance.now() - started).toFixed(1);
    console.log(`${req.method} ${req.url} ${res.statusCode} ${ms}ms`);
  });
  try {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (!(await handleSite(req, res))) res.writeHead(405, { Allow: 'GET, HEAD' }).end();
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal error');
    else res.destroy();
  }
});

server.listen(port, host, () => {
  console.log(`Site ready at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});

function shutdown(signal: string) {
  console.log(`${signal} received, finishing open requests…`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
