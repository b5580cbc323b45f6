"""proofs/coq/build is incremental by content and never stale: each step's key
covers every input of the step (its source, the keys of the files it
Requires, transitively, the server's sources, the build scripts, the tools'
versions); a changed file runs again its step and every step that needs it,
and nothing else; a file Coq refuses is stored as a verdict, shown again as
it was printed, and any other failure is never stored (it runs again).

Needs Coq and OCaml (Debian: ``apt-get install -y coq libcoq-flocq
libcoq-core-ocaml-dev ocaml-findlib``); without them these tests fail and say so.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

from .coq_build import MODEL_ONLY, WITH_PROOFS, build, built_server, need_tools, planted_copy

ROOT = Path(__file__).resolve().parent.parent
COQ = ROOT / "proofs" / "coq"

#: ``From SigmaPol Require [Import|Export] A B.``: the test's own reading of
#: the dependencies (not coqdep's, which the build uses).
_REQUIRE = re.compile(r"From\s+SigmaPol\s+Require\s+(?:(?:Import|Export)\s+)?([A-Za-z0-9_ \n]+)\.")
_COMMENT = re.compile(r"\(\*.*?\*\)", re.S)


def _requires(theories: Path) -> dict[str, set[str]]:
    """Each file's SigmaPol files, as the source text names them."""
    out = {}
    for v in sorted(theories.glob("*.v")):
        text = _COMMENT.sub("", v.read_text(encoding="utf-8"))
        out[v.name] = {f"{m}.v" for r in _REQUIRE.findall(text) for m in r.split()}
    return out


def _downstream(requires: dict[str, set[str]], changed: str) -> set[str]:
    """``changed`` and every file that Requires it, transitively."""
    found = {changed}
    grew = True
    while grew:
        more = {f for f, needs in requires.items() if needs & found} - found
        found |= more
        grew = bool(more)
    return found


def _load_build(copy: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        f"coq_build_of_{copy.parent.name}", copy / "build.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def sources(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of proofs/coq's sources (the keys are computed, nothing built)."""
    need_tools()
    copy = tmp_path_factory.mktemp("stamp") / "coq"
    shutil.copytree(COQ, copy, ignore=shutil.ignore_patterns("_build", "*.vo*", "*.glob", ".*aux"))
    return copy


def _keys(copy: Path, module: ModuleType | None = None) -> dict[str, str]:
    """The keys of a copy's steps, by its build.py (loaded afresh, its tools'
    versions asked again, unless ``module`` is given)."""
    keys: dict[str, str] = (module or _load_build(copy)).keys(copy)
    return keys


@pytest.fixture(scope="module")
def loaded(sources: Path) -> tuple[ModuleType, dict[str, str]]:
    """The copy's build.py, loaded once, and the copy's keys."""
    module = _load_build(sources)
    return module, _keys(sources, module)


def _changed(
    copy: Path, loaded: tuple[ModuleType, dict[str, str]], path: str, tail: str
) -> set[str]:
    """The steps whose key changes when ``tail`` is appended to ``path``."""
    module, before = loaded
    target = copy / path
    text = target.read_bytes()
    try:
        target.write_bytes(text + tail.encode())
        after = _keys(copy, module)
    finally:
        target.write_bytes(text)
    assert set(after) == set(before)
    return {step for step in before if before[step] != after[step]}


def test_a_changed_coq_file_changes_the_key_of_every_file_that_requires_it(
    sources: Path, loaded: tuple[ModuleType, dict[str, str]]
) -> None:
    """Each file of _CoqProject in turn gets a comment appended: exactly its
    step, the steps of the files that Require it (transitively, as the test
    reads the Require lines) and, when the extraction needs it, the server's
    step change key; every other step keeps its key (it is reused)."""
    requires = _requires(sources / "theories")
    project = [
        line[len("theories/") :]
        for line in (sources / "_CoqProject").read_text(encoding="utf-8").splitlines()
        if line.startswith("theories/")
    ]
    assert len(project) == 32
    for f in project:
        expected = _downstream(requires, f)
        if "Extract.v" in expected:
            expected.add("server")
        assert _changed(sources, loaded, f"theories/{f}", "\n(* a change *)\n") == expected, f


def test_a_changed_server_source_changes_only_the_server_key(
    sources: Path, loaded: tuple[ModuleType, dict[str, str]]
) -> None:
    for ml in sorted((sources / "server").glob("*.ml")):
        assert _changed(sources, loaded, f"server/{ml.name}", "\n(* a change *)\n") == {"server"}, (
            ml
        )


def test_a_changed_build_script_or_project_changes_every_key(
    sources: Path, loaded: tuple[ModuleType, dict[str, str]]
) -> None:
    every = set(loaded[1])
    assert _changed(sources, loaded, "build", "\n# a change\n") == every
    assert _changed(sources, loaded, "build.py", "\n# a change\n") == every
    assert _changed(sources, loaded, "_CoqProject", "\n") == every


def test_another_coqc_or_ocamlopt_changes_the_keys(
    sources: Path,
    loaded: tuple[ModuleType, dict[str, str]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A coqc or an ocamlopt reporting another version (a shim before the
    real tool in PATH) changes every key."""
    before = loaded[1]
    for tool, flag, version in (
        ("coqc", "--version", "The Coq Proof Assistant, version 8.16.2"),
        ("ocamlfind", "-version", "4.14.0"),
    ):
        shim = tmp_path / tool
        real = shutil.which(tool)
        assert real is not None
        shim.parent.mkdir(exist_ok=True)
        shim.write_text(
            f'#!/bin/sh\nfor a; do [ "$a" = {flag} ] && {{ echo "{version}"; exit 0; }}; done\n'
            f'exec {real} "$@"\n',
            encoding="utf-8",
        )
        shim.chmod(0o755)
        with monkeypatch.context() as m:
            m.setenv("PATH", f"{tmp_path}:/usr/bin:/bin")
            after = _keys(sources)
        shim.unlink()
        assert all(after[s] != before[s] for s in before), tool


def _summary(stderr: str) -> tuple[int, list[str]]:
    """build's last line: how many steps were reused, which were run."""
    m = re.search(r"proofs/coq/build: (\d+) steps reused, \d+ run(?: \(([^)]*)\))?\n", stderr)
    assert m is not None, stderr[-2000:]
    return int(m.group(1)), m.group(2).split(", ") if m.group(2) else []


def _answers(serve: Path, lines: str) -> list[str]:
    done = subprocess.run(
        [str(serve)], input=lines, capture_output=True, text=True, check=True, timeout=900
    )
    return done.stdout.splitlines()


def test_a_planted_model_change_rebuilds_what_needs_it_and_changes_the_server(
    tmp_path: Path,
) -> None:
    """A copy of the built checkout builds (model alone) with every step
    reused; with catalog candidates completed with the tier "partner"
    (spec/11 §11.2: "fallback") planted in Catalog.v, the build runs Catalog.v,
    the extraction and the server's link, nothing else (or nothing, when an
    earlier run stored them), and the server's answers to the catalog vectors
    change."""
    built_server()
    golden = json.loads((ROOT / "golden" / "sigma_pol_v2.json").read_text(encoding="utf-8"))
    lines = "".join(
        json.dumps({k: x for k, x in v.items() if k != "expect"}) + "\n"
        for v in golden["vectors"]
        if "catalog" in v.get("name", "")
    )
    checkout = _answers(COQ / "_build" / "serve.exe", lines)
    assert len(checkout) >= 10

    same = planted_copy(tmp_path / "same")
    done = build(same, MODEL_ONLY)
    assert done.returncode == 0, done.stderr[-2000:]
    assert _summary(done.stderr) == (18, [])  # 17 model files and the server
    assert _answers(same / "_build" / "serve.exe", lines) == checkout

    copy = planted_copy(
        tmp_path / "planted", ("Catalog.v", '("tier", JStr "fallback")', '("tier", JStr "partner")')
    )
    done = build(copy, MODEL_ONLY)
    assert done.returncode == 0, done.stderr[-2000:]
    # the first time, exactly these run; later, the store has the planted
    # steps too (a successful build is stored): then none runs.  Another
    # planted build may have stored a prefix of them (test_coq_model plants
    # the same Catalog.v beside a second change, whose extraction differs):
    # what runs is a suffix of the chain, never a file the plant cannot reach.
    reused, ran = _summary(done.stderr)
    assert reused + len(ran) == 18
    chain = ["Catalog.v", "Extract.v", "server"]
    assert ran == chain[len(chain) - len(ran) :], ran
    planted = _answers(copy / "_build" / "serve.exe", lines)
    assert len(planted) == len(checkout)
    assert planted != checkout, "the planted server answers as the checkout's"


def _broken_prefix(tmp: Path, tag: str) -> Path:
    """A copy whose Prefix.v proves ``False`` with a wrong proof (``tag`` in a
    comment: a different tag is a different file, a different key)."""
    theorem = f"(* {tag} *)\nTheorem prefix_stable_broken : False.\nProof. exact I. Qed.\n"
    return planted_copy(
        tmp, ("Prefix.v", "Theorem prefix_stable", theorem + "Theorem prefix_stable")
    )


def _refused(copy: Path) -> Path:
    """Where the store keeps the verdict on the copy's Prefix.v."""
    return Path(WITH_PROOFS["SIGMA_COQ_STORE"]) / f"{_keys(copy)['Prefix.v']}.refused"


def test_a_proof_coq_refuses_is_a_stored_verdict(tmp_path: Path) -> None:
    """A proof broken in Prefix.v fails the build with Coq's error; the verdict
    is stored under the file's key, and the next build shows the same error
    from the store, saying so (coqc is not run on the same inputs again)."""
    built_server()
    copy = _broken_prefix(tmp_path, "a wrong proof")
    outputs = []
    for _ in range(2):
        done = build(copy, WITH_PROOFS)
        assert done.returncode != 0
        assert "proofs/coq: Prefix.v failed (exit 1" in done.stderr, done.stderr[-2000:]
        assert 'File "./theories/Prefix.v"' in done.stderr, done.stderr[-2000:]
        outputs.append(done.stderr)
    assert _refused(copy).is_file()
    assert f"Coq's verdict on these inputs, {_refused(copy)})" in outputs[1]
    error = outputs[1][outputs[1].index('File "./theories/Prefix.v"') :].splitlines()[:3]
    assert "\n".join(error) in _refused(copy).read_text(encoding="utf-8")


def test_a_failure_that_is_not_coqs_verdict_is_not_stored(tmp_path: Path) -> None:
    """coqc ending otherwise (status 2 here, as a killed or broken tool would,
    with ``Error:`` in its output all the same) is not a verdict: nothing is
    stored, and the next build runs coqc again (and meets Coq's own error)."""
    built_server()
    copy = _broken_prefix(tmp_path, f"not stored {tmp_path.name}")
    tools = tmp_path / "tools"
    tools.mkdir()
    fake = tools / "coqc"
    fake.write_text(
        "#!/bin/sh\n"
        'case "$*" in *Prefix.v*) echo "Error: the tool broke" >&2; exit 2;; esac\n'
        'exec /usr/bin/coqc "$@"\n',
        encoding="utf-8",
    )
    fake.chmod(0o755)
    broken_tool = {**WITH_PROOFS, "PATH": f"{tools}:{WITH_PROOFS['PATH']}"}
    done = build(copy, broken_tool)
    assert "proofs/coq: Prefix.v failed (exit 2)" in done.stderr, done.stderr[-2000:]
    assert not _refused(copy).exists()
    done = build(copy, WITH_PROOFS)
    assert "proofs/coq: Prefix.v failed (exit 1)" in done.stderr, done.stderr[-2000:]
    assert 'File "./theories/Prefix.v"' in done.stderr
    _refused(copy).unlink(missing_ok=True)  # a new tag each run: keep the store small


def test_serve_rebuilds_when_a_source_changes(sources: Path) -> None:
    """``serve`` runs the build unless ``build --digest`` (its sources and
    tools) is the one of the last build: each kind of input changes it."""

    def digest() -> str:
        done = subprocess.run(
            [str(sources / "build"), "--digest"], capture_output=True, text=True, check=True
        )
        return done.stdout

    before = digest()
    assert len(before.split()[0]) == 64
    for path in ("theories/Trusted.v", "server/server.ml", "build.py", "_CoqProject"):
        target = sources / path
        text = target.read_bytes()
        try:
            target.write_bytes(text + b"\n")
            assert digest() != before, path
        finally:
            target.write_bytes(text)
    assert digest() == before
