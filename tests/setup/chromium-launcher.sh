#!/usr/bin/env bash
# Starts the Chromium in CHROMIUM_BINARY (chromium.ts sets it) with one --enable-features and one --disable-features
# made of every list it was given. Chromium keeps only the last of each, and the tools that launch it pass lists of
# their own before ours (Playwright's keeps the HTTPS upgrades and paint holding off, which the tests rely on), so one
# more list from chromiumArgs would silently undo theirs.
set -euo pipefail
enable=()
disable=()
rest=()
for arg in "$@"; do
  case $arg in
    --enable-features=*) enable+=("${arg#--enable-features=}") ;;
    --disable-features=*) disable+=("${arg#--disable-features=}") ;;
    *) rest+=("$arg") ;;
  esac
done
joined() {
  local IFS=,
  echo "$*"
}
if ((${#enable[@]} > 0)); then rest+=("--enable-features=$(joined "${enable[@]}")"); fi
if ((${#disable[@]} > 0)); then rest+=("--disable-features=$(joined "${disable[@]}")"); fi
exec "${CHROMIUM_BINARY:?chromium.ts sets CHROMIUM_BINARY to the browser to start}" "${rest[@]}"
