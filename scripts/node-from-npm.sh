#!/usr/bin/env bash
# Puts an exact Node release, taken from the npm registry's node-linux-<arch> package (the official
# binary and its headers), into .tools/ and prints its bin folder. For a machine whose own Node is
# past its end of life and that reaches nothing but the npm registry:
#   export PATH="$(scripts/node-from-npm.sh)":$PATH
# The default is the current LTS, the one CI runs on; 24 and 22 are pinned too, for checking an
# install on the maintenance lines. Each version's sha512 is pinned here; a tarball that does not
# match is refused.
set -euo pipefail

VERSION="${1:-26.12.1}"
declare -A INTEGRITY=(
  [x64-26.12.1]="sha512-jk5LMAmgHlPlPMWpsUrSOqNaEZG+11UNd35hWQ+p5/XGaelWuTqJ69IcAy/5xtPPN4d5ZRBNOGB6gLMCh2kL9A=="
  [arm64-26.12.1]="sha512-8Oxs6Y7rDcKufVIM/zYRSwytj46WOrZk7yFCLTKDcs17bBjAeD9HMAqo97hMfMyxozIud0S4vZCs5WB/3iavNQ=="
  [x64-24.22.3]="sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA=="
  [x64-22.23.5]="sha512-3jhC+wcoWxKZxcRqF2sUSl0c9HEXFnur/nuIPx6O6CWKV0jOUWQm7Htw5SuXqqlMCEhi0cJqybFPEb5hhcBiMw=="
)

case "$(uname -m)" in
  x86_64) ARCH=x64 ;;
  aarch64 | arm64) ARCH=arm64 ;;
  *) echo "node-from-npm: no Node package for $(uname -m)" >&2; exit 1 ;;
esac

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DEST="$ROOT/.tools/node-v$VERSION-linux-$ARCH"
if [ ! -x "$DEST/bin/node" ]; then
  EXPECTED="${INTEGRITY[$ARCH-$VERSION]:-}"
  if [ -z "$EXPECTED" ]; then
    echo "node-from-npm: no pinned checksum for node-linux-$ARCH@$VERSION; add it to $0" >&2
    exit 1
  fi
  WORK="$(mktemp -d)"
  trap 'rm -rf "$WORK"' EXIT
  # npm pack checks the tarball against the registry's own sha512; we check that against our pin.
  GOT="$(cd "$WORK" && npm pack --json --silent "node-linux-$ARCH@$VERSION" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s)[0].integrity))')"
  if [ "$GOT" != "$EXPECTED" ]; then
    echo "node-from-npm: node-linux-$ARCH@$VERSION has checksum $GOT, expected $EXPECTED" >&2
    exit 1
  fi
  mkdir -p "$DEST.partial"
  tar -xzf "$WORK"/node-linux-"$ARCH"-"$VERSION".tgz -C "$DEST.partial" --strip-components=1
  rm -rf "$DEST"
  mv "$DEST.partial" "$DEST"
fi
echo "$DEST/bin"
