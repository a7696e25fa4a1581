"""The demo through AT-SPI, as Orca reads it (run by tools/a11y-check)."""
import sys
import time

import pyatspi
from gi.repository import GLib

APP = "TintDemo"


def fail(message):
    print(f"a11y-check: {message}", file=sys.stderr)
    sys.exit(1)


def find_app(seconds=120):
    deadline = time.time() + seconds
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == APP:
                return app
        time.sleep(0.5)
    fail(f"no application named {APP} on the accessibility bus after {seconds} s")


def walk(node, depth=0):
    yield node, depth
    for child in node:
        if child is not None:
            yield from walk(child, depth + 1)


def first(root, role, name):
    for node, _ in walk(root):
        if node.getRoleName() == role and node.name == name:
            return node
    return None


# The events the app sends, as a reader hears them (dispatched while the main context is
# pumped, in wait_for).
heard = []


def on_event(event):
    heard.append((event.type, event.any_data))


def pump():
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


def wait_for(what, probe, seconds=5):
    deadline = time.time() + seconds
    while time.time() < deadline:
        pump()
        value = probe()
        if value:
            return value
        time.sleep(0.1)
    fail(f"{what}: not seen within {seconds} s")


CONTROLS = "push button check box toggle button radio button slider text password text combo box spin button link menu item page tab".split(" ")

pyatspi.Registry.registerEventListener(on_event, "object:property-change:accessible-name",
                                       "object:property-change:accessible-value", "object:state-changed:checked",
                                       "object:children-changed", "object:text-changed")
app = find_app()
windows = [child for child in app]
if not windows or windows[0].getRoleName() != "frame":
    fail(f"the app's first child is not a window: {[w.getRoleName() for w in windows]}")
window = windows[0]
print(f"a11y-check: {APP} has {len(windows)} window(s); the first, {window.name!r}, holds {window.childCount} elements")

# The Controls scene's controls, by role and name.
expected = [("heading", "Controls"), ("text", "Your name"), ("toggle button", "Notifications"), ("slider", "Volume"),
            ("push button", "Save"), ("check box", "Bold"), ("password text", "Password")]
for role, name in expected:
    if first(window, role, name) is None:
        names = [(n.getRoleName(), n.name) for n, _ in walk(window)][:200]
        fail(f"no {role} named {name!r}; the window has {names}")
print(f"a11y-check: found {len(expected)} controls by role and name")

# No control without a name, no image without a label.
unnamed = [(n.getRoleName(), d) for n, d in walk(window)
           if (n.getRoleName() in CONTROLS or n.getRoleName() == "image") and not (n.name or "").strip()]
if unnamed:
    fail(f"controls or images without a name: {unnamed}")

# A click through the Action interface.
save = first(window, "push button", "Save")
action = save.queryAction()
names = [action.getName(i) for i in range(action.nActions)]
if "click" not in names:
    fail(f"Save's actions are {names}, no click")
action.doAction(names.index("click"))
wait_for("the label after Save", lambda: first(window, "label", "Saved once"))
wait_for("the name change of the label after Save",
         lambda: ("object:property-change:accessible-name", "Saved once") in heard)
print("a11y-check: clicked Save; the window says 'Saved once', and the reader heard the label's new name")

# A slider set through the Value interface.
slider = first(window, "slider", "Volume")
value = slider.queryValue()
if not (value.minimumValue == 0 and value.maximumValue == 1):
    fail(f"the volume's range is {value.minimumValue}...{value.maximumValue}")
value.currentValue = 0.8
wait_for("the volume at 80 %", lambda: first(window, "label", "80 %"))
reread = first(window, "slider", "Volume").queryValue().currentValue
if abs(reread - 0.8) > 1e-6:
    fail(f"the volume reads {reread} after it was set to 0.8")
# (libatspi hands readers no value with the event: they read the value again, as above.)
wait_for("the value change of the volume", lambda: any(kind == "object:property-change:accessible-value" for kind, _ in heard))
print("a11y-check: set the volume to 0.8; the window says '80 %', and the reader heard the value change")

# A field's text through EditableText and Text, and the change heard as a text change.
field = first(window, "text", "Your name")
heard.clear()
field.queryEditableText().setTextContents("Ada")
wait_for("the greeting after typing through AT-SPI", lambda: first(window, "label", "Hello, Ada!"))
field = first(window, "text", "Your name")
text = field.queryText()
if text.characterCount != 3 or text.getText(0, -1) != "Ada":
    fail(f"the field reads {text.getText(0, -1)!r} ({text.characterCount} characters) after it was set to 'Ada'")
wait_for("the text change of the field", lambda: any(kind.startswith("object:text-changed:insert") for kind, _ in heard))
print("a11y-check: set the name field to 'Ada' through EditableText; it reads 'Ada', and the reader heard the insertion")

# A check box's state, told as it flips.
bold = first(window, "check box", "Bold")
was_checked = bold.getState().contains(pyatspi.STATE_CHECKED)
heard.clear()
bold.queryAction().doAction(0)
wait_for("the check box's state change", lambda: any(kind == "object:state-changed:checked" for kind, _ in heard))
if first(window, "check box", "Bold").getState().contains(pyatspi.STATE_CHECKED) == was_checked:
    fail("Bold's checked state did not flip")
print("a11y-check: clicked Bold; its checked state flipped, and the reader heard it")

# Every scene of the demo, opened from its sidebar as a reader would: no control without a
# name, no image without a label.
SCENES = ["Gallery", "Gestures", "Animation", "Transitions", "World text", "Notes app", "People", "Live dashboard",
          "Layout gallery", "Explain", "Counter", "Property kinds", "Cascade", "Custom equality", "Controls"]
problems = []
for scene in SCENES:
    button = first(window, "push button", scene)
    if button is None:
        fail(f"no sidebar button for the scene {scene!r}")
    heard.clear()
    button.queryAction().doAction(0)
    time.sleep(0.6)
    pump()
    if scene != "Controls" and not any(kind.startswith("object:children-changed") for kind, _ in heard):
        fail(f"opening {scene}: no children change heard")
    found = [(n.getRoleName(), n.name) for n, _ in walk(window)]
    unnamed = [role for role, name in found if (role in CONTROLS or role == "image") and not (name or "").strip()]
    if unnamed:
        problems.append(f"{scene}: {len(unnamed)} unnamed ({', '.join(sorted(set(unnamed)))})")
    print(f"a11y-check: {scene}: {len(found)} elements, {len(unnamed)} unnamed")
if problems:
    fail("controls or images without a name: " + "; ".join(problems))

# Where a button is: on the screen, inside its window (found again: the scene was made anew).
save = first(window, "push button", "Save")
x, y, width, height = save.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
if width <= 0 or height <= 0:
    fail(f"Save's extents are {(x, y, width, height)}")
print("a11y-check: passed")
