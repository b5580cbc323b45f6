"""The subcommands of ``sigma-pol``, one module each (see :mod:`sigma_pol_tools.cli`)."""
