#!/usr/bin/env python3
"""Checks the built documentation site in a real browser: Debian's headless Chromium, driven over the DevTools
protocol, loads pages from a file server on 127.0.0.1 and fails when a page stays blank, a script errors, a
request fails or an internal link is broken. Saves a screenshot of every page it checks.

usage: check-site.py SITE_ROOT BASE_PATH ARTIFACTS_DIR

SITE_ROOT is the folder a plain file server serves (it holds BASE_PATH/, the site). Everything is bounded in time:
each page gets PAGE_SECONDS to render, the whole run RUN_SECONDS; the server listens on loopback only and stops
with the script.
"""

import base64
import functools
import http.server
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request

from websockets.sync.client import connect

PAGE_SECONDS = 30
RUN_SECONDS = 240

# (screenshot name, path under the base path, text the rendered page's title must be, what to do there)
PAGES = [
    ("landing", "documentation/", "ObserverKit", None),
    ("module-observerkit", "documentation/observerkit", "ObserverKit", None),
    ("article-throttle", "documentation/observerkit/throttle", "throttle", None),
    ("article-threads", "documentation/observerkit/threads", "Threads", None),
    ("article-button", "documentation/observerkit/button", "Button", None),
    ("symbol-observerkit-eventstream", "documentation/observerkit/eventstream", "EventStream", None),
    ("symbol-headless-observableslider", "documentation/observerkitheadless/observableslider", "ObservableSlider", None),
    ("symbol-uikit-observablebutton", "documentation/observerkituikit/observablebutton", "ObservableButton", None),
    ("symbol-gtk-observableswitch", "documentation/observerkitgtk/observableswitch", "ObservableSwitch", None),
    ("module-observerkittesting", "documentation/observerkittesting", "ObserverKitTesting", None),
    ("search", "documentation/observerkit", "ObserverKit", "search:throttle"),
]


class Failures:
    def __init__(self):
        self.items = []

    def add(self, page, message):
        self.items.append(f"{page}: {message}")
        print(f"  FAIL {message}", flush=True)


class Server:
    """A plain file server on 127.0.0.1 that records every request's status."""

    def __init__(self, root):
        self.statuses = []
        statuses = self.statuses

        class Handler(http.server.SimpleHTTPRequestHandler):
            def log_request(self, code="-", size="-"):
                statuses.append((self.path, int(code) if str(code).isdigit() else 0))

            def log_message(self, *args):
                pass

        handler = functools.partial(Handler, directory=root)
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self):
        self.httpd.shutdown()


class Page:
    """One browser tab over the DevTools protocol, collecting script errors as they happen."""

    def __init__(self, websocket_url):
        self.socket = connect(websocket_url, max_size=64 * 1024 * 1024, open_timeout=10)
        self.next_id = 0
        self.errors = []
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Log.enable")
        self.send("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)

    def send(self, method, timeout=PAGE_SECONDS, **params):
        self.next_id += 1
        request_id = self.next_id
        self.socket.send(json.dumps({"id": request_id, "method": method, "params": params}))
        deadline = time.monotonic() + timeout
        while True:
            message = json.loads(self.socket.recv(timeout=max(0.1, deadline - time.monotonic())))
            if message.get("id") == request_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.note(message)

    def note(self, message):
        method = message.get("method")
        params = message.get("params", {})
        if method == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            self.errors.append(f"script error: {text}")
        elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
            text = " ".join(str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", []))
            self.errors.append(f"console error: {text}")
        elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
            entry = params["entry"]
            self.errors.append(f"browser error: {entry.get('text')} {entry.get('url', '')}".strip())

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"evaluate failed: {result['exceptionDetails'].get('text')}")
        return result["result"].get("value")

    def wait_for(self, expression, seconds=PAGE_SECONDS):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            self.pump(0.25)
        return None

    def pump(self, seconds):
        """Reads events for `seconds` (so errors that happen while we wait are seen)."""
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            try:
                self.note(json.loads(self.socket.recv(timeout=left)))
            except TimeoutError:
                return

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))


# The rendered page: DocC's app fills #app/main with the page; the title is the page's h1.
RENDERED = """(() => {
  const main = document.querySelector('main');
  const h1 = document.querySelector('main h1');
  if (!main || !h1) return null;
  const text = main.innerText.trim();
  return { title: h1.innerText.trim(), textLength: text.length,
           notFound: /can.t be found|page not found/i.test(text) };
})()"""

LINKS = """Array.from(document.querySelectorAll('a[href]')).map(a => a.href)"""

# DocC's search is its quick navigation: "/" opens it, and it lists the pages whose titles match what is typed.
SEARCH_FIELD = """(() => {
  const input = document.activeElement;
  return input && input.closest('.quick-navigation') ? true : null;
})()"""

SEARCH_RESULTS = """(() => {
  const matches = Array.from(document.querySelectorAll('.quick-navigation__match-list .quick-navigation__symbol-match'));
  const titles = matches.map(m => m.innerText.replace(/\\s+/g, ' ').trim());
  return titles.some(t => t.toLowerCase().includes(%s)) ? titles.slice(0, 10) : null;
})()"""


def search(page, query):
    """Opens DocC's quick navigation with "/" as a reader does, and types `query`; returns the matches shown."""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    page.send("Input.dispatchKeyEvent", type="keyDown", key="/", code="Slash", text="/", windowsVirtualKeyCode=191)
    page.send("Input.dispatchKeyEvent", type="keyUp", key="/", code="Slash", windowsVirtualKeyCode=191)
    if not page.wait_for(SEARCH_FIELD, seconds=10):
        return None, "pressing / opened no search field"
    page.send("Input.insertText", text=query)
    results = page.wait_for(SEARCH_RESULTS % json.dumps(query.lower()), seconds=10)
    return results, None if results else f"searching for {query!r} listed no match"


def data_path(site, base_path, url_path):
    """The JSON file DocC renders for the page at `url_path` (/Base/documentation/x/y → Base/data/documentation/x/y.json)."""
    path = url_path.rstrip("/")
    prefix = f"/{base_path}/"
    if not path.startswith(prefix):
        return None
    rest = path[len(prefix) :]
    if not (rest.startswith("documentation") or rest.startswith("tutorials")):
        return None
    return os.path.join(site, base_path, "data", rest.lower() + ".json")


def check_links_in_data(site, base_path, failures):
    """Every page's references to other pages of the site point at a page that exists."""
    data_root = os.path.join(site, base_path, "data")
    checked = 0
    for directory, _, files in os.walk(data_root):
        for name in files:
            if not name.endswith(".json"):
                continue
            with open(os.path.join(directory, name)) as file:
                page = json.load(file)
            for reference in page.get("references", {}).values():
                url = reference.get("url")
                if reference.get("type") not in ("topic", "link") or not url or not url.startswith("/"):
                    continue
                target = data_path(site, base_path, urllib.parse.urlparse(url).path)
                checked += 1
                if target and not os.path.exists(target):
                    failures.add(os.path.relpath(os.path.join(directory, name), data_root), f"broken link {url}")
    print(f"internal links in the site's pages: {checked} checked", flush=True)


def start_browser(profile):
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        sys.exit("FAIL: chromium is not installed")
    browser = subprocess.Popen(
        [
            chromium,
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--remote-debugging-address=127.0.0.1",
            "--remote-debugging-port=0",
            f"--user-data-dir={profile}",
            "--window-size=1280,900",
            "about:blank",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if os.path.exists(port_file):
            with open(port_file) as file:
                lines = file.read().split()
            if lines:
                return browser, int(lines[0])
        time.sleep(0.1)
    browser.kill()
    sys.exit("FAIL: chromium did not open its DevTools port")


def new_tab(port):
    request = urllib.request.Request(f"http://127.0.0.1:{port}/json/new?about:blank", method="PUT")
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)["webSocketDebuggerUrl"]


def check_page(page, server, site, base_path, name, path, title, action, artifacts, failures):
    url = f"http://127.0.0.1:{server.port}/{base_path}/{path}"
    print(f"{name}: {url}", flush=True)
    page.errors.clear()
    page.send("Page.navigate", url=url)
    rendered = page.wait_for(RENDERED)
    if not rendered:
        failures.add(name, "blank page: nothing rendered into <main> with an <h1>")
    else:
        if rendered["notFound"]:
            failures.add(name, "DocC's page-not-found page")
        if rendered["title"] != title:
            failures.add(name, f"title {rendered['title']!r}, expected {title!r}")
        if rendered["textLength"] < 200:
            failures.add(name, f"only {rendered['textLength']} characters of text: an empty shell")
        print(f"  rendered {rendered['title']!r}, {rendered['textLength']} characters", flush=True)
    if action and action.startswith("search:"):
        query = action.split(":", 1)[1]
        results, problem = search(page, query)
        if problem:
            failures.add(name, problem)
        else:
            print(f"  search {query!r}: {results}", flush=True)
    page.pump(1.0)  # let images and late requests finish before the picture
    page.screenshot(os.path.join(artifacts, f"{name}.png"))
    links = page.evaluate(LINKS) or []
    internal = 0
    for link in links:
        parsed = urllib.parse.urlparse(link)
        if parsed.hostname != "127.0.0.1" or parsed.port != server.port:
            continue
        internal += 1
        target = data_path(site, base_path, parsed.path)
        if target and not os.path.exists(target):
            failures.add(name, f"broken link {parsed.path}")
        elif not target and not os.path.exists(os.path.join(site, parsed.path.lstrip("/"))):
            failures.add(name, f"broken link {parsed.path}")
    print(f"  {internal} internal links on the page, all present" if internal else "  no internal links", flush=True)
    for error in page.errors:
        failures.add(name, error)


def main():
    site, base_path, artifacts = sys.argv[1:4]
    site = os.path.abspath(site)
    os.makedirs(artifacts, exist_ok=True)
    signal.signal(signal.SIGALRM, lambda *_: sys.exit(f"FAIL: the browser check took longer than {RUN_SECONDS} s"))
    signal.alarm(RUN_SECONDS)
    failures = Failures()
    check_links_in_data(site, base_path, failures)
    server = Server(site)
    profile = tempfile.mkdtemp(prefix="docs-chromium-")
    browser, port = start_browser(profile)
    try:
        page = Page(new_tab(port))
        for name, path, title, action in PAGES:
            check_page(page, server, site, base_path, name, path, title, action, artifacts, failures)
        failed_requests = sorted({(path, status) for path, status in server.statuses if status >= 400})
        for path, status in failed_requests:
            failures.add("server", f"HTTP {status} for {path}")
    finally:
        os.killpg(browser.pid, signal.SIGTERM)
        try:
            browser.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(browser.pid, signal.SIGKILL)
        server.stop()
        shutil.rmtree(profile, ignore_errors=True)
    print(f"{len(PAGES)} pages checked, {len(server.statuses)} requests served")
    if failures.items:
        print("FAIL: the documentation site did not pass in the browser:")
        for failure in failures.items:
            print(f"  {failure}")
        sys.exit(1)
    print(f"documentation site: every page rendered, no script error, no broken link; screenshots in {artifacts}")


if __name__ == "__main__":
    main()
