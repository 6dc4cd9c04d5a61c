"""Organisers' tools: Berger tables and quads (``roundrobin``), Scheveningen schedules, prizes, round timing."""
