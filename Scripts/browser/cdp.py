#!/usr/bin/env python3
"""Drives headless Chromium through the DevTools protocol over a pipe (no ports, no PyPI).

    python3 Scripts/browser/cdp.py trace PAGE.html OUT.json SHOT.png
        Opens a UIKit trace page, reads what it shows (title, status, lanes, frames, console),
        clicks the first frame of the strip with the mouse and reads the frame label again,
        and saves a screenshot.
    python3 Scripts/browser/cdp.py measure URL OUT.json ROUNDS TABX TABY ROWX ROWY BACKX BACKY
        Taps a tab, then pushes (ROW) and pops (BACK) ROUNDS times, recording for each push
        the input-to-frame latency and frames per second (Scripts/browser/measure-live).
    python3 Scripts/browser/cdp.py live URL OUT.json SHOT.png X Y
        Opens a UIKitLive page, waits for the first frame, taps the screen at (X, Y) in
        points with a mouse press and release, waits for the next frame and saves a
        screenshot. OUT.json records the timings.

Used by the package's browser tests; it writes JSON so the Swift test makes the checks.
"""
import base64, fcntl, json, os, shutil, subprocess, sys, tempfile, time


def chromium_path():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit("no Chromium found (install Debian's chromium package)")


class Browser:
    def __init__(self, width=1400, height=1000):
        self.profile = tempfile.mkdtemp(prefix="openuikit-chromium-")
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def plumb():
            # Chromium reads commands on fd 3 and writes answers on fd 4. Move both ends
            # out of the way first, in case one of them is already 3 or 4.
            high_r = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD, 10)
            high_w = fcntl.fcntl(from_browser_w, fcntl.F_DUPFD, 10)
            os.dup2(high_r, 3)
            os.dup2(high_w, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.process = subprocess.Popen(
            [chromium_path(), "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
             f"--user-data-dir={self.profile}", f"--window-size={width},{height}", "about:blank"],
            close_fds=False, preexec_fn=plumb,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=True)
        self.call("Page.enable", session=True)

    def read_message(self, deadline):
        while b"\0" not in self.buffer:
            if time.time() > deadline:
                raise TimeoutError("Chromium did not answer in time")
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=False, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while True:
            answer = self.read_message(deadline)
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self.events.append(answer)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True},
                           session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"page error: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=20):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.evaluate(expression):
                return
            time.sleep(0.05)
        raise TimeoutError(f"waited {timeout}s for: {expression}")

    def click(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent",
                      {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}, session=True)

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


TRACE_FACTS = """(() => {
  const rect = el => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; };
  const screen = document.querySelector('#screen > *');
  return {
    title: document.getElementById('title').textContent,
    documentTitle: document.title,
    status: document.getElementById('status').textContent,
    statusRect: rect(document.getElementById('status')),
    meta: document.getElementById('meta').textContent,
    lanes: [...document.querySelectorAll('#timeline .lane')].map(l => l.dataset.lane),
    marks: document.querySelectorAll('#timeline .mark').length,
    thumbs: document.querySelectorAll('#strip .thumb').length,
    thumbsWithPictures: document.querySelectorAll('#strip .thumb img').length,
    screen: screen ? screen.tagName.toLowerCase() : null,
    screenRect: screen ? rect(screen) : null,
    frameLabel: document.getElementById('frame-label').textContent,
    console: [...document.querySelectorAll('#console .message')].map(m => m.textContent),
    views: document.getElementById('views').textContent.length,
    controllers: [...document.querySelectorAll('#controllers .label')].map(l => l.textContent),
    firstThumbRect: document.querySelector('#strip .thumb') ? rect(document.querySelector('#strip .thumb')) : null,
  };
})()"""


def check_trace(page, out, shot):
    browser = Browser()
    try:
        browser.call("Page.navigate", {"url": "file://" + os.path.abspath(page)}, session=True)
        browser.wait_for("document.body && document.body.dataset.ready === 'true'")
        facts = browser.evaluate(TRACE_FACTS)
        x, y, w, h = facts["firstThumbRect"]
        browser.click(x + w / 2, y + h / 2)
        facts["frameLabelAfterClickingFirstFrame"] = browser.evaluate("document.getElementById('frame-label').textContent")
        browser.evaluate("window.scrollTo(0, 0)")
        browser.screenshot(shot)
        with open(out, "w") as file:
            json.dump(facts, file)
    finally:
        browser.close()


LIVE_FACTS = """(() => {
  const canvas = document.getElementById('screen');
  const r = canvas.getBoundingClientRect();
  return { frames: window.liveFrames || 0, rect: [r.x, r.y, r.width, r.height],
           size: [canvas.width, canvas.height], status: document.getElementById('status').textContent };
})()"""


def check_live(url, out, shot, x, y):
    browser = Browser(width=900, height=1000)
    try:
        start = time.time()
        browser.call("Page.navigate", {"url": url}, session=True)
        browser.wait_for("(window.liveFrames || 0) > 0")
        facts = {"firstFrame": time.time() - start}
        facts.update(browser.evaluate(LIVE_FACTS))
        left, top, width, height = facts["rect"]
        points = browser.evaluate("window.liveScreen")  # the screen's size in points
        before = facts["frames"]
        tapped = time.time()
        browser.click(left + x * width / points[0], top + y * height / points[1])
        browser.wait_for(f"(window.liveFrames || 0) > {before}")
        facts["tapToFrame"] = time.time() - tapped
        facts["points"] = points
        browser.screenshot(shot)
        # Malformed and oversized messages are dropped (the app logs them); then the page is
        # closed by navigating away, which ends its connection.
        browser.evaluate("socket.send('{not json'); send({type: 'touch', x: 1}); send({type: 'warp'}); "
                         "socket.send('x'.repeat(100000)); true")
        facts["statusBeforeClosing"] = browser.evaluate("document.getElementById('status').textContent")
        browser.call("Page.navigate", {"url": "about:blank"}, session=True)
        with open(out, "w") as file:
            json.dump(facts, file)
    finally:
        browser.close()


def measure_live(url, out, rounds, tab, row, back):
    """Taps `tab`, then pushes with `row` and pops with `back` `rounds` times; for each push
    records the input-to-frame latency and the frames per second while frames kept coming."""
    browser = Browser(width=900, height=1000)
    results = []
    try:
        browser.call("Page.navigate", {"url": url}, session=True)
        browser.wait_for("(window.liveFrames || 0) > 0")
        rect = browser.evaluate("(() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()")
        points = browser.evaluate("window.liveScreen")

        def tap(point):
            browser.click(rect[0] + point[0] * rect[2] / points[0], rect[1] + point[1] * rect[3] / points[1])

        def settle():
            # Frames stop coming: none for 400 ms.
            browser.wait_for("(() => { const t = window.liveFrameTimes; return t.length && performance.now() - t[t.length - 1] > 400; })()", timeout=30)

        tap(tab)
        settle()
        for _ in range(rounds):
            for point, kind in ((row, "push"), (back, "pop")):
                before = browser.evaluate("window.liveFrames")
                tap(point)
                browser.wait_for(f"window.liveFrames > {before}")
                settle()
                if kind != "push":
                    continue
                results.append(browser.evaluate("""(() => {
                  const input = window.liveLastInputTime;
                  const times = window.liveFrameTimes.filter(t => t > input);
                  const span = times[times.length - 1] - times[0];
                  return { latency: times[0] - input, frames: times.length,
                           fps: times.length > 1 ? (times.length - 1) * 1000 / span : 0, span };
                })()"""))
        with open(out, "w") as file:
            json.dump({"points": points, "pushes": results}, file)
    finally:
        browser.close()


if __name__ == "__main__":
    if len(sys.argv) >= 5 and sys.argv[1] == "trace":
        check_trace(sys.argv[2], sys.argv[3], sys.argv[4])
    elif len(sys.argv) >= 10 and sys.argv[1] == "measure":
        numbers = [float(v) for v in sys.argv[5:11]]
        measure_live(sys.argv[2], sys.argv[3], int(sys.argv[4]), numbers[0:2], numbers[2:4], numbers[4:6])
    elif len(sys.argv) >= 7 and sys.argv[1] == "live":
        check_live(sys.argv[2], sys.argv[3], sys.argv[4], float(sys.argv[5]), float(sys.argv[6]))
    else:
        raise SystemExit(__doc__)
