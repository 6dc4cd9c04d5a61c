"""Seeded generators of test tournaments: individual Swiss and round robins (``individual``), team events (``team``)."""
