"""The canonical encoding (spec/05-encoding.md).

* :mod:`.encode`: ``encode``, ``fingerprint_of_encoding``, ``identity_of_encoding``
  (the one writer of the canonical encoding);
* :mod:`.decode`: ``decode``, an encoding read back, refused where it is not canonical.

:mod:`.encode` imports only :mod:`sigma_pol.syntax`; :mod:`.decode` reads with
:mod:`sigma_pol.text`.
"""
