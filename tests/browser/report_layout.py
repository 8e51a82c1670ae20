"""The variant report page's layout in headless Chromium at 1200 px (report_page.py): no two labels
of a chart overlap (bar values against titles), each witness diagram is drawn large enough to read
(its smallest text at least MIN_TEXT_PX high) with its position in notation beside it, not over it.

A copy of the page with a script added measures the bounding boxes the browser laid out and
writes them into the DOM, which --dump-dom returns; the page itself has no script.
"""
import json
import re

from headless import run_headless

MIN_TEXT_PX = 8.5
WIDTH = 1200

MEASURE = r"""
<script>
(function () {
  const out = {overlaps: [], unreadable: [], charts: 0, witnesses: 0, glance_bottom: null};
  // The first screen, measured before anything folded is opened: the bottom of the verdict's
  // sentence and key numbers, from the top of the page.
  const glance = ['.verdict-sentence', 'table.key-numbers'].map(s => document.querySelector(s));
  if (glance.every(e => e))
    out.glance_bottom = Math.max(...glance.map(e => e.getBoundingClientRect().bottom + window.scrollY));
  // Folded witnesses are measured open: a reader who opens them must be able to read them.
  for (const d of document.querySelectorAll('details')) d.open = true;
  const boxes = (root, sel) => Array.from(root.querySelectorAll(sel))
      .map(e => [e, e.getBoundingClientRect()]).filter(([e, r]) => r.width > 0 && r.height > 0);
  const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
                         Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  for (const svg of document.querySelectorAll('svg.chart')) {
    out.charts++;
    const t = boxes(svg, 'text');
    for (let i = 0; i < t.length; i++)
      for (let j = i + 1; j < t.length; j++)
        if (meet(t[i][1], t[j][1]))
          out.overlaps.push(`chart ${svg.dataset.chart}: "${t[i][0].textContent}" and "${t[j][0].textContent}"`);
  }
  for (const f of document.querySelectorAll('figure.witness')) {
    out.witnesses++;
    const svg = f.querySelector('svg'), cap = f.querySelector('figcaption');
    if (!svg || !cap || !cap.querySelector('code') || !/\S/.test(cap.textContent)) {
      out.unreadable.push(`witness ${f.dataset.case}: no diagram or no position in notation`);
      continue;
    }
    if (meet(svg.getBoundingClientRect(), cap.getBoundingClientRect()))
      out.overlaps.push(`witness ${f.dataset.case}: the diagram and its notation`);
    const heights = boxes(svg, 'text').map(([e, r]) => r.height);
    const least = Math.min(...heights);
    if (!(least >= MIN_TEXT_PX))
      out.unreadable.push(`witness ${f.dataset.case}: its smallest text is ${least.toFixed(1)} px high`);
  }
  // Every case found has its witness drawn: a page without the figures is not readable either.
  const found = Array.from(document.querySelectorAll('table.cases tr'))
      .filter(tr => tr.cells.length > 2 && tr.cells[2].textContent === 'found').length;
  if (found > out.witnesses)
    out.unreadable.push(`${found} cases found, ${out.witnesses} witnesses drawn with their notation`);
  document.body.setAttribute('data-layout', JSON.stringify(out));
})();
</script>
""".replace("MIN_TEXT_PX", str(MIN_TEXT_PX))


def layout(chromium, profile, page, work):
    """The measurements of `page` laid out 1200 px wide: {overlaps, unreadable, charts, witnesses,
    glance_bottom (px from the top to the end of the verdict and key numbers; None without them)}."""
    copy = work / "measured.html"
    copy.write_text(page.read_text().replace("</body>", MEASURE + "</body>"))
    dom = run_headless(chromium, profile, f"--window-size={WIDTH},2000", "--virtual-time-budget=10000",
                       "--dump-dom", copy.as_uri())
    match = re.search(r'data-layout="([^"]*)"', dom)
    if not match:
        raise RuntimeError("the layout script left no measurements")
    text = match.group(1).replace("&quot;", '"').replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
    return json.loads(text)


def layout_problems(chromium, profile, page, work):
    m = layout(chromium, profile, page, work)
    problems = [f"overlap: {o}" for o in m["overlaps"]] + [f"unreadable: {u}" for u in m["unreadable"]]
    if m["charts"] == 0:
        problems.append("layout: no chart measured")
    return problems, m
