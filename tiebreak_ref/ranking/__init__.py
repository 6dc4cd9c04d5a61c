"""C.07 Art. 4: ranking by an ordered tie-break list (``standings``), team standings (``team``), explanations of any
value, and several lists side by side (``compare``)."""
