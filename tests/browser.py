"""A real headless browser for the tests of pages (Debian's ``chromium``).

:func:`measure` renders a page in a window of a given size and returns what a
script, added to a copy of the page, measured once it loaded (chromium's
``--dump-dom`` prints the DOM after the load event: the script writes its
measurements, as JSON, into an element the helper reads back).
:func:`screenshot` saves a PNG of the page to look at.

A test that needs the browser fails, it does not skip, when chromium is absent
(``.ci/run`` installs it): a layout nobody rendered is not tested.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any, Final

import pytest

#: Where the measurements go: a ``<pre>`` the script appends to the body.
_MARK: Final = "browser-measurements"
_FOUND: Final = re.compile(rf'<pre id="{_MARK}">(.*?)</pre>', re.S)

FLAGS: Final = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
)


def chromium() -> str:
    """The browser's path; the calling test fails when there is none."""
    found = os.environ.get("SIGMA_POL_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(found).is_file():
        pytest.fail(f"this test renders a page in chromium --headless, and there is no {found}")
    return found


def _run(args: list[str], page: Path, width: int, height: int) -> str:
    with tempfile.TemporaryDirectory() as profile:
        done = subprocess.run(
            [
                chromium(),
                *FLAGS,
                f"--user-data-dir={profile}",
                f"--window-size={width},{height}",
                *args,
                page.as_uri(),
            ],
            capture_output=True,
            text=True,
            timeout=900,
            check=False,
        )
    if done.returncode != 0:
        pytest.fail(f"chromium exited {done.returncode}: {done.stderr[-2000:]}")
    return done.stdout


def measure(html: str, script: str, width: int = 1280, height: int = 800) -> Any:
    """Render ``html`` at ``width`` × ``height`` and return the JSON value of the
    expression ``script`` (JavaScript, evaluated after the page loaded)."""
    probe = (
        f"<script>(() => {{ const out = document.createElement('pre'); out.id = '{_MARK}';"
        f" out.textContent = JSON.stringify(({script})); document.body.appendChild(out);"
        " })();</script>"
    )
    at = html.rfind("</body>")
    page_text = html[:at] + probe + html[at:] if at >= 0 else html + probe
    with tempfile.TemporaryDirectory() as where:
        page = Path(where) / "page.html"
        page.write_text(page_text, encoding="utf-8")
        dom = _run(["--dump-dom"], page, width, height)
    found = _FOUND.search(dom)
    if found is None:
        pytest.fail("the page's measuring script wrote nothing (did it throw?)")
    text = found.group(1).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    return json.loads(text)


def screenshot(html: str, png: Path, width: int = 1280, height: int = 800) -> Path:
    """A PNG of ``html`` rendered at ``width`` × ``height``, saved to ``png``."""
    with tempfile.TemporaryDirectory() as where:
        page = Path(where) / "page.html"
        page.write_text(html, encoding="utf-8")
        _run([f"--screenshot={png}"], page, width, height)
    return png
