#!/usr/bin/env bash
# System tools the tests use, from Debian's packages, installed when missing and we
# are allowed to (root with apt-get):
# - chromium: the end-to-end specs and the HTML render tests drive Debian's Chromium
#   (Playwright's own browser download does not work on our machines); without it they
#   are reported as skipped.
# - chromium-headless-shell: the browser the e2e specs drive the app in (Chromium's
#   headless shell, lighter per page: playwright.config.ts); without it they use chromium.
# - tesseract-ocr (+ English data): the handwriting legibility test OCRs every hand;
#   without it the test is skipped locally and fails under CI=true.
# - poppler-utils: tests rasterise print PDFs (pdftoppm) and read their text layer
#   (pdftotext); without it they are skipped locally and fail under CI=true.
# - curl, jq: the package's test runs docs/ci.md's workflow steps, which use them as a
#   GitHub runner has them; without them that test fails.
# - libharfbuzz-bin (hb-view, hb-shape), opentype-sanitizer (ots-sanitize) and the faces
#   fonts-comic-neue, fonts-yusei-magic, fonts-dejavu-core: the own-hand spacing test fills
#   sheets with those faces and checks the exported fonts as a word processor and a browser
#   would; without them it is skipped locally and fails under CI=true.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if ! command -v tesseract >/dev/null 2>&1 || [ -z "$(ls /usr/share/tesseract-ocr/*/tessdata/eng.traineddata 2>/dev/null)" ]; then
  missing+=(tesseract-ocr tesseract-ocr-eng)
fi
command -v pdftoppm >/dev/null 2>&1 && command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v jq >/dev/null 2>&1 || missing+=(jq)
command -v hb-view >/dev/null 2>&1 && command -v hb-shape >/dev/null 2>&1 || missing+=(libharfbuzz-bin)
command -v ots-sanitize >/dev/null 2>&1 || missing+=(opentype-sanitizer)
[ -f /usr/share/fonts/opentype/comic-neue/ComicNeue-Regular.otf ] || missing+=(fonts-comic-neue)
[ -f /usr/share/fonts/truetype/yusei-magic/YuseiMagic-Regular.ttf ] || missing+=(fonts-yusei-magic)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
[ "${#missing[@]}" -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "Missing ${missing[*]}, which cannot be installed here: the browser specs are reported as skipped, and the OCR, print PDF and font tests are skipped (they fail under CI=true)." >&2
fi
