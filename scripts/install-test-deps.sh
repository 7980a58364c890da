#!/usr/bin/env bash
# Installs the system packages the tests need when missing: Debian's Chromium (its headless shell,
# which the end-to-end tests drive, and the full browser, which the benchmarks and the diagram
# renderer use), and nginx with its brotli module for the web-server tests.
# Never downloads a browser through Playwright.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || need+=(chromium-headless-shell)
[ -x /usr/sbin/nginx ] || need+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || need+=(libnginx-mod-http-brotli-filter)
if [ ${#need[@]} -gt 0 ]; then
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}"
fi
