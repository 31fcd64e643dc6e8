# Sourced by scripts/run, scripts/test and scripts/screenshot: make .venv and
# install the project into it, from nothing, once per change of pyproject.toml.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"
EXTRAS="${FIFO_GUI_EXTRAS:-test,dev}"

if [ ! -x "$PY" ]; then
    echo "Setting up $VENV (first run only)..." >&2
    python3 -m venv "$VENV"
fi
stamp="$VENV/.fifo_gui-installed"
want="$(cat "$ROOT/pyproject.toml" | sha256sum | cut -d' ' -f1) $EXTRAS"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    echo "Installing fifo_gui and its dependencies into .venv..." >&2
    "$PY" -m pip install --quiet --disable-pip-version-check --upgrade pip >&2
    "$PY" -m pip install --quiet --disable-pip-version-check -e "$ROOT[$EXTRAS]" >&2
    echo "$want" > "$stamp"
fi
