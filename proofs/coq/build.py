"""The mechanization's build, incremental by content (called by ./build).

Each step (coqc of one file of _CoqProject, the extraction, the server's
link) has a key: the SHA-256 of everything its result depends on, namely the
tools' versions (``coqc --version``, ``ocamlfind ocamlopt -version``), this
script and ./build, the step's own source bytes and the keys of the steps it
needs (a file's Coq dependencies as ``coqdep`` finds them, so a change in a
file changes the key of every file that Requires it, transitively).  A step
whose key is in the store (``_build/store``, or ``$SIGMA_COQ_STORE``) is not
run again: its results (the .vo, coqc's output, model.ml, serve.exe) are
copied back.  A step that succeeded is stored; so is the verdict of a coqc
that refused a file with an error of Coq's (status 1 and ``Error:`` in its
output: a function of the same inputs), shown again as it was printed with
where it is stored.  Any other failure (a signal, a missing tool, a link) is run
again each time.  A stored step that no build used for 14 days is removed.
``--keys`` prints the keys as JSON and builds nothing.

SIGMA_COQ_MODEL_ONLY=1 skips the proof files (the model alone).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from functools import cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
#: Bumped when the meaning of a key changes.
VERSION = "sigma-pol-coq-build-1"
#: The proof files, skipped by a model-only build.
PROOF_SUFFIXES = ("Proofs.v", "Theorems.v", "ChkComplete.v", "Prefix.v", "RunRel.v", "RunThms.v")
#: The server's OCaml sources, in link order (model.mli and model.ml, the
#: extraction's, go after trusted_impl.ml).
SERVER_BEFORE = ("trusted_impl.ml",)
SERVER_AFTER = ("sha256.ml", "model_check.ml", "server.ml")
OCAMLOPT = ["ocamlfind", "ocamlopt", "-rectypes", "-thread", "-package", "coq-core.kernel"]
OCAMLOPT += ["-linkpkg", "-w", "-a"]
COQC = ["coqc", "-q", "-R", "theories", "SigmaPol"]


def sha(*parts: bytes) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(len(part).to_bytes(8, "big"))
        h.update(part)
    return h.hexdigest()


@cache
def tool_versions() -> bytes:
    out = []
    for cmd in (["coqc", "--version"], ["ocamlfind", "ocamlopt", "-version"]):
        done = subprocess.run(cmd, capture_output=True, check=True)
        out.append(done.stdout)
    return b"\0".join(out)


def project_files(root: Path) -> list[str]:
    """The Coq files of _CoqProject, in its order (names without theories/)."""
    lines = (root / "_CoqProject").read_text(encoding="utf-8").splitlines()
    return [line.strip()[len("theories/") :] for line in lines if line.startswith("theories/")]


def direct_deps(root: Path, files: list[str]) -> dict[str, list[str]]:
    """Each file's SigmaPol dependencies (file names), as coqdep finds them."""
    done = subprocess.run(
        ["coqdep", "-R", "theories", "SigmaPol", *(f"theories/{f}" for f in files)],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    )
    deps: dict[str, list[str]] = {}
    for line in done.stdout.splitlines():
        head, _, tail = line.partition(":")
        target = head.split()[0] if head.split() else ""
        if not target.endswith(".vo"):
            continue
        name = target[len("theories/") : -len(".vo")] + ".v"
        needs = [w for w in tail.split() if w.startswith("theories/") and w.endswith(".vo")]
        deps[name] = sorted(w[len("theories/") : -len(".vo")] + ".v" for w in needs)
    return deps


def keys(root: Path) -> dict[str, str]:
    """The key of every step: ``<File>.v`` for each file, ``server``."""
    base = sha(
        VERSION.encode(),
        tool_versions(),
        (root / "build.py").read_bytes(),
        (root / "build").read_bytes(),
        (root / "_CoqProject").read_bytes(),
    )
    files = project_files(root)
    deps = direct_deps(root, files)
    out: dict[str, str] = {}
    for f in files:
        missing = [d for d in deps.get(f, []) if d not in out]
        if missing:
            sys.exit(f"proofs/coq: {f} needs {', '.join(missing)}, not before it in _CoqProject")
        parts = [base.encode(), f.encode(), (root / "theories" / f).read_bytes()]
        parts += [f"{d}={out[d]}".encode() for d in deps.get(f, [])]
        out[f] = sha(*parts)
    server = [base.encode(), out["Extract.v"].encode(), " ".join(OCAMLOPT).encode()]
    for name in (*SERVER_BEFORE, *SERVER_AFTER):
        server += [name.encode(), (root / "server" / name).read_bytes()]
    out["server"] = sha(*server)
    return out


def store_dir(root: Path) -> Path:
    env = os.environ.get("SIGMA_COQ_STORE")
    return Path(env) if env else root / "_build" / "store"


def publish(store: Path, key: str, results: dict[str, Path]) -> Path:
    """Store a successful step's results under its key (first writer wins)."""
    store.mkdir(parents=True, exist_ok=True)
    entry = store / key
    tmp = Path(tempfile.mkdtemp(dir=store, prefix=".tmp-"))
    for name, path in results.items():
        shutil.copy2(path, tmp / name)
    try:
        os.rename(tmp, entry)
    except OSError:  # stored meanwhile by another build: keep that one
        shutil.rmtree(tmp, ignore_errors=True)
    return entry


def publish_text(store: Path, path: Path, text: str) -> None:
    """Store a refused file's verdict (the output coqc printed), whole or not at all."""
    store.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=store, prefix=".tmp-")
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(text)
    os.replace(tmp, path)


def restore(entry: Path, results: dict[str, Path]) -> None:
    for name, path in results.items():
        src = entry / name
        if path.is_file() and path.read_bytes() == src.read_bytes():
            continue
        tmp = path.with_name(path.name + ".tmp")
        shutil.copyfile(src, tmp)
        os.chmod(tmp, os.stat(src).st_mode)
        os.replace(tmp, path)


def run_step(
    name: str, key: str, cmd: list[str], cwd: Path, results: dict[str, Path], store: Path
) -> tuple[bool, str]:
    """Reuse a stored step or run it (``(reused, output)``); exit on failure."""
    entry = store / key
    if (entry / "output").is_file():
        os.utime(entry)  # used: kept by prune
        restore(entry, results)
        return True, (entry / "output").read_text(encoding="utf-8")
    refused = store / f"{key}.refused"
    if refused.is_file():
        os.utime(refused)
        sys.stderr.write(refused.read_text(encoding="utf-8"))
        sys.exit(f"proofs/coq: {name} failed (exit 1; Coq's verdict on these inputs, {refused})")
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False)
    noise = "ocamlfind: [WARNING]"
    shown = "".join(x for x in done.stderr.splitlines(True) if not x.startswith(noise))
    sys.stderr.write(shown)
    if done.returncode != 0 or not all(p.is_file() for p in results.values()):
        sys.stderr.write(done.stdout)
        if name.endswith(".v") and done.returncode == 1 and "Error:" in shown + done.stdout:
            publish_text(store, refused, shown + done.stdout)
        sys.exit(f"proofs/coq: {name} failed (exit {done.returncode})")
    out = Path(cwd) / f".{name}.output"
    out.write_text(done.stdout, encoding="utf-8")
    entry = publish(store, key, {**results, "output": out})
    out.unlink()
    # another build may have stored this key first: use its results, so that
    # every step after this one sees the stored bytes
    restore(entry, results)
    return False, done.stdout


#: A stored step not used for this long is removed.
KEEP_SECONDS = 14 * 24 * 3600


def prune(store: Path) -> None:
    """Remove the steps and verdicts of the store that no build used lately."""
    old = time.time() - KEEP_SECONDS
    for entry in store.iterdir() if store.is_dir() else ():
        try:
            if entry.stat().st_mtime < old:
                if entry.is_dir():
                    shutil.rmtree(entry, ignore_errors=True)
                else:
                    entry.unlink()
        except OSError:
            pass


def build(root: Path) -> None:
    model_only = os.environ.get("SIGMA_COQ_MODEL_ONLY") == "1"
    built = root / "_build"
    built.mkdir(exist_ok=True)
    store = store_dir(root)
    k = keys(root)
    assumptions = built / "Theorems.out"
    assumptions.unlink(missing_ok=True)
    ran: list[str] = []
    reused = 0
    for f in project_files(root):
        if model_only and f.endswith(PROOF_SUFFIXES):
            continue
        vo = root / "theories" / (f[:-2] + ".vo")
        if f == "Extract.v":
            results = {"Extract.vo": vo, "model.ml": built / "model.ml"}
            results["model.mli"] = built / "model.mli"
            cmd = ["coqc", "-q", "-R", "../theories", "SigmaPol", "../theories/Extract.v"]
            hit, _ = run_step(f, k[f], cmd, built, results, store)
        else:
            hit, output = run_step(f, k[f], [*COQC, f"theories/{f}"], root, {vo.name: vo}, store)
            if f == "Theorems.v":
                assumptions.write_text(output, encoding="utf-8")
        reused += hit
        if not hit:
            ran.append(f)
    for name in ("model.ml", "model.mli"):  # the committed copy beside the sources
        if not (root / name).is_file() or (root / name).read_bytes() != (built / name).read_bytes():
            shutil.copyfile(built / name, root / name)
    for name in (*SERVER_BEFORE, *SERVER_AFTER):
        shutil.copyfile(root / "server" / name, built / name)
    sources = [*SERVER_BEFORE, "model.mli", "model.ml", *SERVER_AFTER]
    exe = {"serve.exe": built / "serve.exe"}
    link = [*OCAMLOPT, *sources, "-o", "serve.exe"]
    hit, _ = run_step("server", k["server"], link, built, exe, store)
    reused += hit
    if not hit:
        ran.append("server")
    # the realization of Trusted.num_text_spec on the edge doubles (a model
    # whose num_ok admits -0 fails here: "0" reads back as +0)
    exe = str(built / "serve.exe")
    check = subprocess.run([exe, "--num-text-check"], capture_output=True, text=True, check=False)
    if check.returncode != 0:
        sys.stderr.write(check.stderr)
        sys.exit("proofs/coq: the number text's realization breaks Trusted.num_text_spec")
    (built / "serve.key").write_text(k["server"] + "\n", encoding="utf-8")
    prune(store)
    print(
        f"proofs/coq/build: {reused} steps reused, {len(ran)} run"
        + (f" ({', '.join(ran)})" if ran else ""),
        file=sys.stderr,
    )


def main(argv: list[str]) -> int:
    if argv[1:] == ["--keys"]:
        print(json.dumps(keys(HERE), indent=1, sort_keys=True))
        return 0
    build(HERE)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
