"""Real input for the toolkit page's browser tests: every control is found on the page, its box
measured against the viewport (a step whose control is off the screen is a failure, as a person
could not press it there), and pressed by the browser's own mouse or touch event at its centre.
"""
import json

# Put into the page: the box of an element and whether its centre is on screen and reaches it.
BOX = r"""
window.Box = (selector) => {
  const e = document.querySelector(selector);
  if (!e) return null;
  const r = e.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const on = r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
  const hit = document.elementFromPoint(x, y);
  return { x, y, top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: innerWidth, height: innerHeight,
           on, reaches: !!hit && (hit === e || e.contains(hit)), scroll: scrollY };
};
true
"""


class Hands:
    """Presses controls as a person does, on a mouse screen or a touch screen; counts the steps and
    keeps the ones that were off screen."""

    def __init__(self, b, touch, failures, where):
        self.b, self.touch, self.failures, self.where = b, touch, failures, where
        self.steps, self.off = 0, []

    def install(self):
        self.b.evaluate(BOX)

    def box(self, selector):
        return self.b.evaluate(f"window.Box ? Box({json.dumps(selector)}) : null")

    def check(self, selector, what=None):
        """Measures a control a person would use (a menu: its choice is then made by the test)."""
        box = self.box(selector)
        if box is None:
            self.install()
            box = self.box(selector)
        if not box:
            raise RuntimeError(f"{self.where}: no {what or selector} on the page")
        self.steps += 1
        if not box["on"] or not box["reaches"]:
            self.off.append(f"{what or selector} at y {box['top']:.0f}-{box['bottom']:.0f} of {box['height']}"
                            + ("" if box["reaches"] else " (covered)"))
            return False
        return box

    def press(self, selector, what=None):
        box = self.check(selector, what)
        if not box:
            # Brought on screen, as a person would scroll, so the game goes on.
            self.b.evaluate(f"document.querySelector({json.dumps(selector)}).scrollIntoView({{block: 'center'}}); true")
            box = self.box(selector)
        (self.b.tap if self.touch else self.b.mouse_click)(box["x"], box["y"])
        return box

    def report(self):
        """One line for the log; a failure when any step was off screen."""
        print(f"  {self.where}: {self.steps} presses, {len(self.off)} off screen")
        if self.off:
            self.failures.append(f"{self.where}: {len(self.off)} of {self.steps} steps off screen, first: {self.off[:3]}")


def cell_selector(name):
    return f'#play-board polygon[data-cell="{name}"]'


def press_turn(hands, turn):
    """A legal turn of the page's list pressed cell by cell, then its button when it has one."""
    b = hands.b
    before = b.evaluate("T.state().moves.length")
    for cell in turn["cells"]:
        hands.press(cell_selector(cell), f"cell {cell}")
    button = f'#play-choices button[data-turn="{turn["text"]}"]'
    if b.evaluate(f"!!document.querySelector({json.dumps(button)})"):
        hands.press(button, f"the button {turn.get('label') or 'play'}")
    return b.wait_for(f"T.state().moves.length > {before} ? T.state() : null")
