// The board: the library's own picture (`adaptoid show --svg`), made clickable. The SVG's cell
// polygons come in the board's cell order, so polygon i is the variant's cell i; each gets
// data-cell with its name. Marks (where a piece can go, what it can grow, the selected cells) are
// drawn over it; the pieces and names let clicks through to their cell.
"use strict";

const SVG_NS = "http://www.w3.org/2000/svg";

class Board {
  constructor(container, onClick) {
    this.container = container;
    this.onClick = onClick;
    this.cells = {};
  }

  // Draws `svg` (the library's text) with the variant's cell names in index order.
  draw(svg, names) {
    this.container.innerHTML = svg.replace(/^<\?xml[^>]*>\s*/, "");
    const root = this.container.querySelector("svg");
    root.removeAttribute("width");
    root.removeAttribute("height");
    root.setAttribute("role", "img");
    this.cells = {};
    root.querySelectorAll("g.board polygon.cell").forEach((polygon, i) => {
      const name = names[i];
      polygon.dataset.cell = name;
      const points = polygon.getAttribute("points").split(" ").map((p) => p.split(",").map(Number));
      const x = points.reduce((s, p) => s + p[0], 0) / points.length;
      const y = points.reduce((s, p) => s + p[1], 0) / points.length;
      this.cells[name] = { polygon, x, y };
      if (this.onClick) polygon.addEventListener("click", () => this.onClick(name));
    });
    this.marks = document.createElementNS(SVG_NS, "g");
    this.marks.setAttribute("class", "marks");
    root.appendChild(this.marks);
  }

  // targets: cells a click may go to next; selected: the cells clicked so far.
  mark(targets, selected) {
    if (!this.marks) return;
    this.marks.replaceChildren();
    for (const [name, cell] of Object.entries(this.cells)) {
      cell.polygon.classList.toggle("target", targets.includes(name));
      cell.polygon.classList.toggle("selected", selected.includes(name));
    }
    for (const name of targets) {
      const cell = this.cells[name];
      if (!cell) continue;
      const dot = document.createElementNS(SVG_NS, "circle");
      dot.setAttribute("cx", cell.x);
      dot.setAttribute("cy", cell.y);
      dot.setAttribute("r", 7);
      dot.setAttribute("class", "target-dot");
      this.marks.appendChild(dot);
    }
  }
}
