// The screen-reader mirror (web/mirror.h): a visually hidden copy of the screen in the DOM beside
// the canvas, in the accessibility tree. The game sends the screen as JSON when it changes
// ({groups: [{g, l, i: [{k, n, r, s, l}]}], log: [[index, text]]}); this file keeps the DOM in
// step with as few changes as it can: an element keeps its identity by its id, so focus stays put
// while the screen changes, and moves to a neighbour when the focused control is gone. A control
// activated here (click, Enter, Space) is handed back by its id; the game's widget of that id acts
// as if tapped; text typed into a text field is handed back with its id the same way.
export function createMirror(root, activate, type) {
  const heading = document.createElement('h1');
  heading.tabIndex = -1;
  root.append(heading);
  const body = document.createElement('div');
  root.append(body);
  const log = document.createElement('div');
  log.setAttribute('role', 'log');
  log.setAttribute('aria-live', 'polite');
  log.setAttribute('aria-label', 'What happened');
  root.append(log);
  const sections = new Map();  // group id -> <section>
  const lists = new Map();     // group id + list label -> <ul>
  const items = new Map();     // item key -> <li>
  let spoken = -1;             // the last log index put in the live region

  // A control or a text item, kept by key.
  function item(key, it) {
    let li = items.get(key);
    const role = it.r || '';
    if (li && li.dataset.role !== role) li = null;  // became a control, or stopped being one
    if (!li) {
      li = document.createElement('li');
      li.dataset.role = role;
      if (role === 'x') {
        const input = document.createElement('input');
        input.type = 'text';
        input.addEventListener('input', () => type(input.dataset.id, input.value));
        li.append(input);
      } else if (role) {
        const b = document.createElement('button');
        b.type = 'button';
        if (role === 'c') b.setAttribute('role', 'checkbox');
        b.addEventListener('click', () => activate(b.dataset.id));
        li.append(b);
      }
      items.set(key, li);
    }
    const el = role ? li.firstChild : li;
    if (role === 'x') {
      if (el.getAttribute('aria-label') !== it.n) el.setAttribute('aria-label', it.n);
      if (document.activeElement !== el && el.value !== it.v) el.value = it.v;  // never under the typist
    } else if (el.textContent !== it.n) {
      el.textContent = it.n;
    }
    if (role) {
      el.dataset.id = it.k;
      const attr = role === 'c' ? 'aria-checked' : role === 't' ? 'aria-pressed' : null;
      if (attr && el.getAttribute(attr) !== String(it.s === 1)) el.setAttribute(attr, String(it.s === 1));
    }
    return li;
  }

  // Puts `children` into `parent` in this order, moving only what is out of place.
  function place(parent, children) {
    children.forEach((c, n) => {
      if (parent.children[n] !== c) parent.insertBefore(c, parent.children[n] || null);
    });
    while (parent.children.length > children.length) parent.lastChild.remove();
  }

  // The element kept under `key` in `map` (made once, as a `tag` labelled `label`).
  function kept(map, key, tag, label) {
    let el = map.get(key);
    if (!el) {
      el = document.createElement(tag);
      if (label) el.setAttribute('aria-label', label);
      map.set(key, el);
    }
    return el;
  }
  const section = (g, label) => kept(sections, g, 'section', label);
  const list = (g, label) => kept(lists, `${g}\n${label}`, 'ul', label);

  function controls() { return [...root.querySelectorAll('button, input')]; }

  let typing = false;  // a text field on the canvas has the keys
  // Tab on the canvas (which keeps every key for the game) moves into the mirror, unless a text
  // field there is being typed in; Shift+Tab from the mirror's first control goes back.
  window.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab' || e.target.id !== 'canvas' || typing || e.altKey || e.ctrlKey || e.metaKey) return;
    const all = controls();
    const to = e.shiftKey ? all[all.length - 1] : all[0];
    if (!to) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    to.focus();
  }, true);

  return function update(text) {
    const m = JSON.parse(text);
    typing = m.typing === true;
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    const before = controls();
    const seen = new Set();
    const shown = [];
    let title = '';
    for (const group of m.groups) {
      if (group.g === 'heading') {
        title = group.i.map((it) => it.n).join('. ');
        continue;
      }
      const uls = [];
      const per = new Map();  // list label -> its items
      group.i.forEach((it, n) => {
        const key = it.k || `${group.g}#${n}`;
        seen.add(key);
        const label = it.l || '';
        if (!per.has(label)) { per.set(label, []); uls.push(list(group.g, label)); }
        per.get(label).push(item(key, it));
      });
      [...per.values()].forEach((lis, n) => place(uls[n], lis));
      const s = section(group.g, group.l);
      place(s, uls);
      shown.push(s);
    }
    if (heading.textContent !== title) heading.textContent = title;
    place(body, shown);
    for (const key of [...items.keys()]) if (!seen.has(key)) items.delete(key);
    // The live region: the moves not yet said (a new match starts the count again).
    const last = m.log.length ? m.log[m.log.length - 1][0] : -1;
    if (last < spoken) spoken = -1;  // a new match
    if (spoken < 0) spoken = Math.max(-1, last - 6);  // a match met here first: its last few moves
    for (const [index, words] of m.log) {
      if (index <= spoken) continue;
      const p = document.createElement('p');
      p.textContent = words;
      log.append(p);
      spoken = index;
    }
    while (log.children.length > 20) log.firstChild.remove();
    // Focus never gets lost: a control that moved is focused again; one that is gone hands focus
    // to the control now where it was, else the first action, else the heading.
    if (focused && document.activeElement !== focused) {
      if (focused.isConnected) {
        focused.focus();
      } else {
        const now = controls();
        const at = before.indexOf(focused);
        const next = before.slice(at + 1).find((c) => c.isConnected) ||
          (sections.get('actions')?.isConnected && sections.get('actions').querySelector('button')) || now[0];
        (next || heading).focus();
      }
    }
  };
}
