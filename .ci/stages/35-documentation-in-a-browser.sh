#!/usr/bin/env bash
# Checks the documentation site that 30-documentation.sh built, in Debian's headless Chromium: serves it on
# 127.0.0.1, loads the landing page, articles, a symbol page of each module and the search, and fails when a page
# stays blank, a script errors, a request fails or an internal link is broken (.ci/docs/check-site.py).
# Screenshots of every page checked go to .build/artifacts/docs/.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -d .build/docs-site/ObserverKit ] || bash .ci/stages/30-documentation.sh

missing=()
for package in chromium fonts-dejavu-core; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# The DevTools protocol client; pinned, so every run drives the browser the same way.
python3 -c 'import websockets, sys; sys.exit(websockets.__version__ != "17.4")' 2>/dev/null ||
    python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore websockets==17.4

rm -rf .build/artifacts/docs
timeout 300 python3 .ci/docs/check-site.py .build/docs-site ObserverKit .build/artifacts/docs
