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

  // targets: cells a click may go to next (a dot on an empty cell; a dashed ring round a piece, so
  // that its counts stay readable); selected: the cells clicked so far (tinted under the piece);
  // moving: [from, to] of the move being entered, drawn as an arrow. The last turn keeps the
  // library's own outline, in another colour than these.
  mark(targets, selected, moving) {
    if (!this.marks) return;
    this.marks.replaceChildren();
    for (const [name, cell] of Object.entries(this.cells)) {
      cell.polygon.classList.toggle("target", targets.includes(name));
      cell.polygon.classList.toggle("selected", selected.includes(name));
    }
    for (const name of targets) {
      const cell = this.cells[name];
      if (!cell) continue;
      const occupied = this.pieceCircle(name);
      const mark = document.createElementNS(SVG_NS, "circle");
      mark.setAttribute("cx", cell.x);
      mark.setAttribute("cy", cell.y);
      mark.setAttribute("r", occupied ? occupied.r.baseVal.value + 4 : 6);
      mark.setAttribute("class", occupied ? "target-ring" : "target-dot");
      this.marks.appendChild(mark);
    }
    if (moving) this.arrow(moving[0], moving[1], "entering");
  }

  // An arrow from one cell to another (the move being entered, an engine's best turn).
  arrow(from, to, className) {
    const a = this.cells[from], b = this.cells[to];
    if (!a || !b || from === to) return;
    const line = document.createElementNS(SVG_NS, "line");
    const shorten = 0.25, dx = b.x - a.x, dy = b.y - a.y;
    line.setAttribute("x1", a.x + dx * shorten);
    line.setAttribute("y1", a.y + dy * shorten);
    line.setAttribute("x2", b.x - dx * shorten);
    line.setAttribute("y2", b.y - dy * shorten);
    line.setAttribute("class", "arrow " + className);
    line.setAttribute("marker-end", `url(#arrow-head-${className.replace(/ /g, "-")})`);
    this.arrowHead(className);
    this.marks.appendChild(line);
  }

  // A ring round a cell (an engine's best turn that is made on one cell).
  ring(name, className) {
    const cell = this.cells[name];
    if (!cell) return;
    const ring = document.createElementNS(SVG_NS, "circle");
    ring.setAttribute("cx", cell.x);
    ring.setAttribute("cy", cell.y);
    ring.setAttribute("r", 20);
    ring.setAttribute("class", "ring " + className);
    this.marks.appendChild(ring);
  }

  arrowHead(className) {
    const root = this.container.querySelector("svg");
    const id = "arrow-head-" + className.replace(/ /g, "-");
    if (root.querySelector("#" + id)) return;
    const defs = document.createElementNS(SVG_NS, "defs");
    defs.innerHTML = `<marker id="${id}" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3" ` +
      `markerHeight="3" orient="auto"><path class="arrow-head ${className}" d="M0,0 L10,5 L0,10 z"/></marker>`;
    root.prepend(defs);
  }

  // The piece's circle on a cell, if any.
  pieceCircle(name) {
    const at = this.cells[name];
    if (!at) return null;
    for (const piece of this.container.querySelectorAll("circle.piece"))
      if (Math.hypot(piece.cx.baseVal.value - at.x, piece.cy.baseVal.value - at.y) < 2) return piece;
    return null;
  }

  // The colour letter of the piece on a cell ("" when empty), from the picture's classes.
  pieceColour(name, colours) {
    const piece = this.pieceCircle(name);
    if (!piece) return "";
    const colour = [...piece.classList].find((k) => !["piece", "adaptoid", "stone"].includes(k));
    const found = colours.find((c) => c.name === colour);
    return found ? found.letter : "?";
  }
}
