"""The lark grammar of Σ_pol's textual syntax, shipped as package data (spec/12-text-syntax.md)."""
