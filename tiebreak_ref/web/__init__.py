"""The browser calculator's entry point (Pyodide): ``calculator.handle`` takes and returns JSON."""
