#!/usr/bin/env bash
# Builds the documentation site (.ci/stages/30-documentation.sh) and serves it on loopback, then opens its entry
# page where a browser can be opened: http://127.0.0.1:8000/ObserverKit/documentation/ (PORT=… for another port).
# Ctrl-C stops the server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/stages/30-documentation.sh
port=${PORT:-8000}
url="http://127.0.0.1:$port/ObserverKit/documentation/"
opener=$(command -v xdg-open || command -v open || true)
if [ -n "$opener" ]; then
    (sleep 1 && "$opener" "$url") >/dev/null 2>&1 &
fi
echo "serving the documentation at $url (Ctrl-C stops)"
exec python3 -m http.server --bind 127.0.0.1 --directory .build/docs-site "$port"
