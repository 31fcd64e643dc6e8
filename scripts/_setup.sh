# shellcheck shell=bash
# Sourced by scripts/run, scripts/test and scripts/screenshot: make .venv and
# install the project into it, from nothing, once per change of pyproject.toml.
# Works on Linux and macOS (bash 3.2, no sha256sum, python3 possibly 3.9).
# FIFO_GUI_EXTRAS says what a command needs besides the app ("" for the app alone).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"
EXTRAS="${FIFO_GUI_EXTRAS-test,dev}"

# The first python3, python3.13 … python3.10 (or $FIFO_GUI_PYTHON) that is 3.10 or newer.
find_python() {
    local candidate
    for candidate in ${FIFO_GUI_PYTHON:-} python3 python3.14 python3.13 python3.12 python3.11 python3.10; do
        if command -v "$candidate" >/dev/null 2>&1 \
                && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 10))' 2>/dev/null; then
            command -v "$candidate"
            return 0
        fi
    done
    return 1
}

sha256() {  # sha256sum on Linux, shasum on macOS
    if command -v sha256sum >/dev/null 2>&1; then
        sha256sum | cut -d' ' -f1
    else
        shasum -a 256 | cut -d' ' -f1
    fi
}

if [ -x "$PY" ] && ! "$PY" -c 'import sys; sys.exit(sys.version_info < (3, 10))'; then
    echo "$VENV was made with a Python older than 3.10 (the stock python3 of macOS?)." >&2
    echo "Remove it (rm -rf \"$VENV\") and run this again: a newer Python will be picked." >&2
    exit 1
fi
if [ ! -x "$PY" ]; then
    if ! python="$(find_python)"; then
        found="$(python3 --version 2>&1 || echo "no python3")"
        echo "fifo_gui needs Python 3.10 or newer, and found none (python3: $found)." >&2
        echo "Install Python 3.12 or newer (macOS, Windows: https://www.python.org/downloads/;" >&2
        echo "Linux: your package manager), or set FIFO_GUI_PYTHON=/path/to/python3.12." >&2
        exit 1
    fi
    echo "Setting up $VENV with $python (first run only)..." >&2
    "$python" -m venv "$VENV"
fi
hash="$(sha256 < "$ROOT/pyproject.toml")"
# One stamp per set of extras; any install includes the app, so it stamps "app" too.
stamp="$VENV/.fifo_gui-installed-${EXTRAS:-app}"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$hash" ]; then
    echo "Installing fifo_gui${EXTRAS:+ with $EXTRAS} into .venv..." >&2
    # Editable installs of a pyproject-only project need pip 21.3 (PEP 660).
    if ! "$PY" -c 'import sys, pip; sys.exit(tuple(map(int, pip.__version__.split(".")[:2])) < (21, 3))'; then
        "$PY" -m pip install --quiet --disable-pip-version-check --upgrade "pip>=21.3" >&2
    fi
    "$PY" -m pip install --quiet --disable-pip-version-check -e "$ROOT${EXTRAS:+[$EXTRAS]}" >&2
    echo "$hash" > "$stamp"
    echo "$hash" > "$VENV/.fifo_gui-installed-app"
fi
