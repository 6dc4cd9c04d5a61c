cd tiebreak-ref                          # a copy of the repository
python3 -m venv /tmp/tb && /tmp/tb/bin/pip install .
export PATH="/tmp/tb/bin:$PATH"          # tiebreak-ref is now a command
