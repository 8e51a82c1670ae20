"""A small client of the Chrome DevTools Protocol over a pipe (--remote-debugging-pipe: commands
on the browser's fd 3, answers and events on its fd 4, each a JSON text ended by a NUL byte), for
the browser tests that drive a page step by step and wait for it (toolkit_page.py): the page
runs a Web Worker, so Chromium's virtual time (run.py's --dump-dom) cannot tell when it is done.

    with Browser(chromium, profile) as b:
        b.open(url); b.evaluate("1 + 1")  # -> 2
    b.errors: the page's console errors and uncaught exceptions, in order.
    b.count_downloads(); ...; b.downloads  # [(url, bytes)] of every request finished since
"""
import json
import os
import select
import signal
import subprocess
import time


class Browser:
    def __init__(self, chromium, profile, width=1200, height=900):
        self.chromium, self.profile, self.size = chromium, profile, (width, height)
        self.errors, self.next_id, self.session, self.buffer = [], 1, None, b""
        self.downloads, self.requests = [], {}

    def __enter__(self):
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def pipes():  # the browser's fd 3 and 4
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)  # (pass_fds keeps 3 and 4 open)

        self.process = subprocess.Popen(
            [self.chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile}", f"--window-size={self.size[0]},{self.size[1]}",
             "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=pipes,
            pass_fds=(3, 4), start_new_session=True)
        os.close(to_browser_r)
        os.close(from_browser_w)
        target = next(t for t in self.send("Target.getTargets")["targetInfos"] if t["type"] == "page")
        self.session = self.send("Target.attachToTarget", targetId=target["targetId"], flatten=True)["sessionId"]
        for domain in ("Runtime", "Log", "Page"):
            self.send(domain + ".enable")
        return self

    def __exit__(self, *exc):
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait()
        os.close(self.to_browser)
        os.close(self.from_browser)

    def send(self, method, timeout=120, **params):
        ident = self.next_id
        self.next_id += 1
        message = {"id": ident, "method": method, "params": params}
        if self.session and not method.startswith("Target."):
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self.receive(deadline, method)
            if reply.get("id") == ident:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.event(reply)

    def receive(self, deadline, method):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.from_browser], [], [], left)[0]:
                raise TimeoutError(f"chromium did not answer {method}")
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        text, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(text)

    def event(self, message):
        method, params = message.get("method"), message.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            self.errors.append("console." + params["type"] + ": " + " ".join(str(a.get("value", a.get("description", ""))) for a in params["args"]))
        elif method == "Runtime.exceptionThrown":
            d = params["exceptionDetails"]
            self.errors.append("uncaught: " + d.get("exception", {}).get("description", d.get("text", "")))
        elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
            self.errors.append("log: " + params["entry"]["text"])
        elif method == "Network.requestWillBeSent":
            self.requests[params["requestId"]] = params["request"]["url"]
        elif method == "Network.loadingFinished":
            self.downloads.append((self.requests.get(params["requestId"], "?"), params["encodedDataLength"]))

    def count_downloads(self):
        """From now on, every request that finishes is in self.downloads with its bytes (from the file
        system too, where the page's Performance resource timing lists nothing); the cache is off,
        so a page opened again downloads what it needs again. Empties the list."""
        self.send("Network.enable")
        self.send("Network.setCacheDisabled", cacheDisabled=True)
        self.downloads, self.requests = [], {}

    def open(self, url):
        self.send("Page.navigate", url=url)

    def evaluate(self, expression, timeout=120):
        """The value of a JavaScript expression in the page (a promise is awaited)."""
        result = self.send("Runtime.evaluate", timeout=timeout, expression=expression, awaitPromise=True,
                           returnByValue=True)
        if "exceptionDetails" in result:
            d = result["exceptionDetails"]
            raise RuntimeError(f"{expression[:80]}: {d.get('exception', {}).get('description', d.get('text'))}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=60, step=0.05):
        """Polls until the expression is truthy; its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(f"waited {timeout} s for {expression[:100]}")
            time.sleep(step)

    # Input as a person gives it: the browser's own events at a point of the viewport (CSS pixels),
    # so that what covers the point, hover styles and touch handling all take part.
    def mouse_move(self, x, y):
        self.send("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)

    def mouse_click(self, x, y):
        self.mouse_move(x, y)
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)

    def tap(self, x, y):
        self.send("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": x, "y": y}])
        self.send("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])

    def emulate(self, width, height, touch):
        """A screen of width x height CSS pixels; with touch, a phone's (mobile viewport, touch events)."""
        self.send("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1,
                  mobile=touch)
        self.send("Emulation.setTouchEmulationEnabled", enabled=touch, maxTouchPoints=5 if touch else 1)
        if touch:
            self.send("Emulation.setEmitTouchEventsForMouse", enabled=True, configuration="mobile")

    def screenshot(self, path):
        """A PNG of the viewport."""
        import base64
        data = self.send("Page.captureScreenshot", format="png")["data"]
        path.write_bytes(base64.b64decode(data))
