/** Text made safe to put in the sandbox pages' HTML, in an element or a quoted attribute. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * How every sandbox payment page's document begins, up to and with its title: the sandboxes stand
 * for third parties' sites, plain server-rendered HTML that each styles and fills in on its own.
 */
export const documentStart = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>`;
