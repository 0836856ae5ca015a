/**
 * The game screens' one script, served from this site (the site's policy runs no inline script).
 * Without it every screen still plays as a plain form; with it:
 * - a bet posts in place: the stage shows its busy state (reels spin, dice shake) while the round
 *   is played, then the parts of the answer marked `data-swap` replace the page's own, so the
 *   reels stop on the round's symbols and a fish field keeps swimming;
 * - a shot at the fish field is aimed where the player tapped;
 * - the stake's ½ and ×2 buttons step it within the game's range;
 * - a sports bet slip follows the match, pick and stake chosen;
 * - the page that framed the game hears that a round was played, to read the balance again.
 * Amounts are handled as whole cents in text, never as fractions.
 */
export const SCREEN_SCRIPT = String.raw`(() => {
  'use strict';
  const main = document.querySelector('main.game');
  const form = document.getElementById('bet');
  if (!main || !form) return;
  const MIN_BUSY_MS = 450;

  const cents = (text) => {
    const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(text || '').replace(/,/g, '').trim());
    return m ? Number(m[1]) * 100 + Number((m[2] || '').padEnd(2, '0') || '0') : null;
  };
  const show = (c) => Math.floor(c / 100) + '.' + String(c % 100).padStart(2, '0');
  const money = (c) => show(c).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

  function updateSlip() {
    const slip = document.getElementById('slip');
    if (!slip) return;
    const fixture = document.querySelector('input[name="fixture"]:checked');
    const pick = form.querySelector('input[name="choice"]:checked');
    const stake = cents(document.getElementById('stake').value);
    const odds = pick ? cents(pick.dataset.odds) : null;
    const set = (name, text) => {
      const el = slip.querySelector('[data-slip="' + name + '"]');
      if (el) el.textContent = text;
    };
    if (fixture) set('match', fixture.dataset.home + ' – ' + fixture.dataset.away);
    if (pick) set('pick', pick.dataset.label);
    if (odds !== null) set('odds', show(odds));
    set('return', stake !== null && odds !== null ? money(Math.floor((stake * odds) / 100)) : '–');
  }

  document.addEventListener('click', (event) => {
    const step = event.target.closest('[data-stake]');
    if (step) {
      const input = document.getElementById('stake');
      const min = cents(input.dataset.min) ?? 1;
      const max = cents(input.dataset.max) ?? Number.MAX_SAFE_INTEGER;
      const now = cents(input.value) ?? min;
      const next = step.dataset.stake === 'half' ? Math.floor(now / 2) : now * 2;
      input.value = show(Math.min(max, Math.max(min, next)));
      updateSlip();
      return;
    }
    const sea = event.target.closest('.sea');
    if (sea && event.clientX !== 0) {
      const box = sea.getBoundingClientRect();
      form.elements.aimX.value = String(Math.round(((event.clientX - box.left) / box.width) * 100));
      form.elements.aimY.value = String(Math.round(((event.clientY - box.top) / box.height) * 100));
    }
  });
  document.addEventListener('change', updateSlip);
  document.addEventListener('input', (event) => {
    if (event.target.id === 'stake') updateSlip();
  });

  /** The answer's parts that stand on their own (not inside another part that is replaced). */
  function swap(doc) {
    const parts = [...doc.querySelectorAll('[data-swap]')].filter((el) => !el.parentElement.closest('[data-swap]'));
    for (const part of parts) {
      const here = document.getElementById(part.id);
      if (here) here.replaceWith(document.importNode(part, true));
    }
  }

  form.addEventListener('submit', async (event) => {
    if (!window.fetch || !window.DOMParser) return;
    event.preventDefault();
    if (main.getAttribute('aria-busy') === 'true') return;
    const submitter = event.submitter;
    if (!(submitter && submitter.classList.contains('sea'))) {
      form.elements.aimX && (form.elements.aimX.value = '');
      form.elements.aimY && (form.elements.aimY.value = '');
    }
    const body = new URLSearchParams(new FormData(form));
    const play = form.querySelector('.go');
    const label = play.textContent;
    main.setAttribute('aria-busy', 'true');
    play.textContent = play.dataset.busyLabel || label;
    const started = Date.now();
    try {
      const res = await fetch(form.action, { method: 'POST', body, credentials: 'same-origin' });
      const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
      await new Promise((done) => setTimeout(done, Math.max(0, MIN_BUSY_MS - (Date.now() - started))));
      if (doc.querySelector('main.game')) swap(doc);
      else {
        const notice = document.getElementById('notice');
        notice.textContent = doc.body ? doc.body.textContent : res.statusText;
        notice.hidden = false;
      }
      if (window.parent !== window) window.parent.postMessage({ type: 'game-round-played' }, '*');
    } catch (err) {
      form.submit();
    } finally {
      main.removeAttribute('aria-busy');
      play.textContent = label;
    }
  });
  updateSlip();
})();
`;
