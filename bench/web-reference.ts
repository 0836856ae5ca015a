/**
 * A page of fixed browser work, measured by `bench/web.ts` with the same Lighthouse settings as the
 * site, before and after the site's pages. Lighthouse's blocking time is the main thread's own
 * time multiplied by its slowdown, so a host whose browser runs slower on a given day scores the
 * same site worse; this page's figures say how fast the host was during the run. Lighthouse's
 * benchmark index does not: it times a short script loop, while a page's start is mostly building
 * elements, style and layout, which is what this page does.
 */
import { createServer } from 'node:http';

/** Tasks of the reference work, each building and laying out the same number of rows. */
const TASKS = 12;
const ROWS_PER_TASK = 150;

// The script and styles are inline: the page is one request, so the network adds nothing to it.
const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference work</title>
<meta name="description" content="A fixed amount of browser work, to compare hosts.">
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0; }
  /* The rows scroll inside a box: the page stays a screen tall, so Lighthouse's full-page
     screenshot costs what it costs on the site. */
  #rows { height: 70vh; overflow: auto; }
  .row { display: flex; gap: 8px; padding: 4px 12px; border-bottom: 1px solid #ddd; }
  .row:nth-child(odd) { background: #f4f4f4; }
  .row span { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .row b { min-width: 4em; text-align: end; }
</style>
</head>
<body>
<main><h1>Reference work</h1><div id="rows"></div></main>
<script>
  const rows = document.getElementById('rows');
  let task = 0;
  function step() {
    const part = document.createDocumentFragment();
    for (let i = 0; i < ${ROWS_PER_TASK}; i++) {
      const row = document.createElement('div');
      row.className = 'row';
      const name = document.createElement('span');
      name.textContent = 'Row ' + task + '.' + i + ' of the reference work';
      const value = document.createElement('b');
      value.textContent = String((task * ${ROWS_PER_TASK} + i) * 7 % 1000);
      row.append(name, value);
      part.append(row);
    }
    rows.append(part);
    void rows.offsetHeight;
    if (++task < ${TASKS}) setTimeout(step, 0);
  }
  // After the first paint, as a site's start work comes after its first screen.
  requestAnimationFrame(() => setTimeout(step, 0));
</script>
</body>
</html>
`;

/**
 * A page with one paragraph and nothing else: the floor under any page's start. The long tasks
 * Lighthouse lists for it are the browser's own (committing the navigation, setting up the
 * document), which no site can remove; the site's long tasks are read against them.
 */
const EMPTY_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Empty page</title>
<meta name="description" content="One paragraph and nothing else.">
</head>
<body><p>One paragraph and nothing else.</p></body>
</html>
`;

/** Serves the reference page (at `url`) and the empty page (at `emptyUrl`) on loopback until `stop()`. */
export function startReferencePage(): Promise<{ url: string; emptyUrl: string; stop(): Promise<void> }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.url === '/empty' ? EMPTY_HTML : HTML);
  });
  return new Promise((ok) => {
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      ok({
        url: `http://127.0.0.1:${port}/`,
        emptyUrl: `http://127.0.0.1:${port}/empty`,
        // The browser may still hold a connection open: close those too, or `close` waits on them.
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
