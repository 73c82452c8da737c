#!/usr/bin/env bash
# Renders the committed brand images from the SVG sources here (needs Debian's librsvg2-bin).
# Run by hand after changing a source; CI does not run it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../../public"
rsvg-convert -w 192 -h 192 "$here/logo.svg" -o "$out/icons/icon-192.png"
rsvg-convert -w 512 -h 512 "$here/logo.svg" -o "$out/icons/icon-512.png"
rsvg-convert -w 180 -h 180 "$here/logo.svg" -o "$out/icons/apple-touch-icon.png"
rsvg-convert -w 512 -h 512 "$here/maskable.svg" -o "$out/icons/maskable-512.png"
rsvg-convert -w 1200 -h 630 "$here/og-image.svg" -o "$out/og-image.png"
cp "$here/logo.svg" "$out/favicon.svg"
