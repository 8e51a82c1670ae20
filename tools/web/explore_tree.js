// The analysis board's tree of lines: each node a position (its text, and the API's answer once
// asked), the turn that led to it and the lines that go on from it, the first child the main line.
// render() draws it as lichess does: the main line in numbered turns, other lines in brackets.
"use strict";

class ExploreTree {
  constructor() {
    this.reset("");
  }

  reset(text) {
    this.nodes = [{ text, answer: null, turn: null, parent: null, children: [] }];
    this.at = 0;
  }

  node(index = this.at) {
    return this.nodes[index];
  }

  // The child of the node shown by `turn`: the one it has, or a new line. Its index.
  add(turn, text, answer) {
    const here = this.node();
    const known = here.children.find((k) => this.nodes[k].turn === turn);
    if (known !== undefined) return known;
    this.nodes.push({ text, answer, turn, parent: this.at, children: [] });
    here.children.push(this.nodes.length - 1);
    return this.nodes.length - 1;
  }

  parent() {
    return this.node().parent;
  }

  child() {
    return this.node().children.length ? this.node().children[0] : null;
  }

  // The end of the line shown: first children followed to the last.
  end() {
    let k = this.at;
    while (this.nodes[k].children.length) k = this.nodes[k].children[0];
    return k;
  }

  // The same turn's other line, before (-1) or after (+1).
  sibling(step) {
    const up = this.parent();
    if (up === null) return null;
    const kids = this.nodes[up].children, i = kids.indexOf(this.at) + step;
    return i >= 0 && i < kids.length ? kids[i] : null;
  }

  depth(index = this.at) {
    let n = 0;
    for (let k = index; this.nodes[k].parent !== null; k = this.nodes[k].parent) ++n;
    return n;
  }

  rest() {
    return this.depth(this.end()) - this.depth();
  }

  // The lines as elements: plies with their turn number and colour, the one shown marked.
  render() {
    const out = [];
    this.renderLine(0, out, true);
    return out;
  }

  renderLine(from, out, main) {
    let k = from;
    while (this.nodes[k].children.length) {
      const [first, ...others] = this.nodes[k].children;
      out.push(this.ply(first, main && k === from ? true : this.startsTurn(k)));
      for (const other of others) {
        const branch = document.createElement("span");
        branch.className = "branch";
        const inner = [this.ply(other, true)];
        this.renderLine(other, inner, false);
        branch.append("(", ...inner, ") ");
        out.push(branch);
      }
      k = first;
    }
  }

  // Whether a ply from node k begins a numbered turn (white, the first of the turn order, moves).
  startsTurn(k) {
    return ExploreTree.facts(this.nodes[k].text).side === "w";
  }

  // The side to move and the turn number, read from a position's text (specs/notation.md: the
  // side's letter, then the losses, then the turn number, end the text).
  static facts(text) {
    const words = text.trim().split(/\s+/);
    const side = words.find((w, i) => i > 0 && /^[wbrgyo]$/.test(w)) || "";
    const turn = /^\d+$/.test(words[words.length - 1]) ? words[words.length - 1] : "";
    return { side, turn };
  }

  ply(index, numbered) {
    const node = this.nodes[index];
    const { side, turn } = ExploreTree.facts(this.nodes[node.parent].text);
    const span = document.createElement("span");
    span.className = "ply" + (index === this.at ? " here" : "");
    span.dataset.node = index;
    span.dataset.turn = node.turn;
    const name = { w: "White", b: "Black", r: "Red", g: "Green", y: "Yellow", o: "Orange" }[side] || "";
    span.textContent = (numbered && turn ? `${turn}${side === "w" ? "." : "…"} ` : "") + node.turn + " ";
    span.title = name ? `${name}: ${node.turn}` : node.turn;
    return span;
  }
}
