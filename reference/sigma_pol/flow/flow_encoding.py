"""The normal form's JSON, the encoding, fingerprint and identity of a flow
(spec/16-flow.md §16.3, §16.4).

``encoding = "sigma-flow/v1:(" <node> (" " <node>)* ")"`` over the nodes in
label order, each ``(kind id system=… policy=… template=… inputs=[…])``, the
policy written by the Σ_pol encoder (chapter 5) so a flow's bytes nest a
policy's bytes.  Identity is the sha256 of the encoding's UTF-8 bytes; the
fingerprint is upstream's two-lane cache key over the same bytes, the one of
chapter 5.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..encoding.encode import fingerprint_of_encoding, identity_of_encoding
from ..syntax.json_form import term_to_json
from ..syntax.terms import JSON
from .flow_admission import VERSION, Flow
from .labeling import Labeling, canonical_labeling

#: E-String: the five characters upstream's ``str_enc`` escapes, and how.
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def flow_string(s: str) -> str:
    """E-String: a system prompt or template, quoted, five characters escaped."""
    return '"' + "".join(_ESCAPES.get(c, c) for c in s) + '"'


@dataclass(frozen=True, slots=True)
class NormalFlow:
    """An admitted flow with its canonical labeling, encoding and normal form."""

    flow: Flow
    labeling: Labeling
    encoding: str

    @property
    def identity(self) -> str:
        return identity_of_encoding(self.encoding)

    @property
    def fingerprint(self) -> str:
        return fingerprint_of_encoding(self.encoding)

    def normal_json(self) -> JSON:
        """The normal form as a flow's JSON form: canonical ids, normal policies."""
        nodes: dict[str, JSON] = {}
        label = self.labeling.label
        for node_id in self.labeling.order:
            node = self.flow.nodes[node_id]
            out: dict[str, JSON] = {"kind": node.kind}
            if node.kind == "llm":
                assert node.policy is not None
                out["system"] = node.system
                out["policy"] = term_to_json(node.policy.term)
                if node.template is not None:
                    out["template"] = node.template
            if node.kind != "input":
                out["inputs"] = [label[i] for i in node.inputs]
            nodes[label[node_id]] = out
        return ["flow", nodes]

    def answer(self) -> dict[str, JSON]:
        """The ``flow`` kind's ``expect`` (spec/07 §7.1)."""
        return {
            "encoding": self.encoding,
            "fingerprint": self.fingerprint,
            "identity": self.identity,
            "normal": self.normal_json(),
        }


def encode_labeled(flow: Flow, labeling: Labeling) -> str:
    """E-Flow: the encoding of ``flow`` under ``labeling``."""
    parts = []
    for node_id in labeling.order:
        node = flow.nodes[node_id]
        seg = [node.kind, labeling.label[node_id]]
        if node.kind == "llm":
            assert node.policy is not None
            seg.append("system=" + flow_string(node.system))
            seg.append("policy=" + node.policy.encoding)
            if node.template is not None:
                seg.append("template=" + flow_string(node.template))
        if node.kind != "input":
            seg.append("inputs=[" + ",".join(labeling.label[i] for i in node.inputs) + "]")
        parts.append("(" + " ".join(seg) + ")")
    return f"{VERSION}:(" + " ".join(parts) + ")"


def normalize_flow(flow: Flow, tie_break: bool = True) -> NormalFlow:
    """The normal form of an admitted flow, encoded (``tie_break``: see
    :func:`~sigma_pol.flow.labeling.canonical_labeling`)."""
    labeling = canonical_labeling(flow, tie_break)
    return NormalFlow(flow, labeling, encode_labeled(flow, labeling))
