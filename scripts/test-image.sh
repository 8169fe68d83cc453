#!/usr/bin/env bash
# npm run test:image: builds the image and runs compose.yaml's stack (PostgreSQL, two replicas, the proxy)
# with Podman, then checks through the proxy what an operator relies on. No registry is needed: the
# Node, PostgreSQL and nginx images are stand-ins built from Debian packages (scripts/image/). Needs root.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
step() { printf '\n== %s\n' "$*"; }
fail() { echo "test:image FAILED: $*" >&2; exit 1; }

step "tools (podman, podman-compose, mmdebstrap from Debian's packages)"
need=()
for pair in podman:podman podman-compose:podman-compose mmdebstrap:mmdebstrap runc:runc aardvark-dns:/usr/lib/podman/aardvark-dns; do
  pkg=${pair%%:*} probe=${pair#*:}
  { command -v "$probe" >/dev/null || [ -x "$probe" ]; } || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
# This machine kind: runc (crun refuses hybrid cgroups), cgroupfs, and no default ulimits (setrlimit is refused).
work=$(mktemp -d /var/tmp/balancer-image-test.XXXXXX)
cat > "$work/containers.conf" <<'CONF'
[containers]
default_ulimits = []
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
CONF
export CONTAINERS_CONF="$work/containers.conf"
project="balancer-test-$$"
export BALANCER_IMAGE=localhost/balancer:test POSTGRES_IMAGE=localhost/postgres-standin:15 PROXY_IMAGE=localhost/nginx-standin:latest
export HTTP_PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
export POSTGRES_PASSWORD=$(head -c 24 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')
export JWT_SECRET=$(head -c 48 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')
export METRICS_TOKEN=$(head -c 48 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')
export ADMIN_EMAIL=operator@example.org ADMIN_PASSWORD="Img-$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')-9"
export PUBLIC_URL="http://127.0.0.1:$HTTP_PORT"
# Slow enough that a replica can be stopped while it reads the 18-page PDF.
export INGEST_PAGE_DELAY_MS=400
compose() { podman-compose -p "$project" -f "$root/compose.yaml" "$@"; }
alone=""
cleanup() {
  set +e
  [ -n "$alone" ] && podman rm -f "$alone" >/dev/null 2>&1
  compose down -v >/dev/null 2>&1
  podman volume rm -f "${project}_pgdata" >/dev/null 2>&1
  rm -rf "$work"
}
trap cleanup EXIT

step "base images"
cache=/var/tmp/balancer-image
mkdir -p "$cache"
if ! podman image exists localhost/debian-standin:bookworm; then
  [ -s "$cache/bookworm.tar" ] || mmdebstrap --quiet --format=tar --variant=minbase --include=ca-certificates,libstdc++6 bookworm "$cache/bookworm.tar.part" http://deb.debian.org/debian
  [ -s "$cache/bookworm.tar" ] || mv "$cache/bookworm.tar.part" "$cache/bookworm.tar"
  podman import --quiet "$cache/bookworm.tar" localhost/debian-standin:bookworm >/dev/null
fi
base=localhost/debian-standin:bookworm
if ! podman image exists localhost/node-standin:20; then
  ctx="$work/node"; mkdir -p "$ctx"
  cp "$(readlink -f "$(command -v node)")" "$ctx/node"
  cp -r "$(npm root -g)/npm" "$ctx/npm"
  cp /etc/ssl/certs/ca-certificates.crt "$ctx/ca-certificates.crt"
  podman build --quiet --network=host --build-arg BASE=$base -t localhost/node-standin:20 -f scripts/image/node.Containerfile "$ctx" >/dev/null
fi
podman image exists "$POSTGRES_IMAGE" ||
  podman build --quiet --network=host --build-arg BASE=$base -t "$POSTGRES_IMAGE" -f scripts/image/postgres.Containerfile scripts/image >/dev/null
podman image exists "$PROXY_IMAGE" ||
  podman build --quiet --network=host --build-arg BASE=$base -t "$PROXY_IMAGE" -f scripts/image/nginx.Containerfile scripts/image >/dev/null

step "the Balancer image (Containerfile)"
t0=$(date +%s)
podman build --quiet --format docker --network=host --build-arg NODE_IMAGE=localhost/node-standin:20 --build-arg VERSION=test \
  -t "$BALANCER_IMAGE" -f Containerfile . >/dev/null
size=$(podman image inspect --format '{{.Size}}' "$BALANCER_IMAGE")
echo "image built in $(( $(date +%s) - t0 )) s; size $(( size / 1024 / 1024 )) MB (the Node base alone: $(( $(podman image inspect --format '{{.Size}}' localhost/node-standin:20) / 1024 / 1024 )) MB)"
user=$(podman image inspect --format '{{.Config.User}}' "$BALANCER_IMAGE")
uid=$(podman run --rm "$BALANCER_IMAGE" id -u)
echo "runs as user '$user' (uid $uid)"
[ "$user" = balancer ] && [ "$uid" != 0 ] || fail "the image runs as root"
[ "$(podman image inspect --format '{{.Config.Labels}}' "$BALANCER_IMAGE" | grep -c 'org.opencontainers.image.version:test')" = 1 ] || fail "no version label"

step "alone on the embedded database: start time to the first answered request"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
started=$(date +%s%N)
alone=$(podman run -d -p "127.0.0.1:$port:8000" -e ADMIN_EMAIL -e ADMIN_PASSWORD "$BALANCER_IMAGE")
for _ in $(seq 600); do
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break
  [ "$(podman inspect --format '{{.State.Running}}' "$alone")" = true ] || break
  sleep 0.1
done
curl -sf "http://127.0.0.1:$port/api/health" >/dev/null || { podman logs "$alone" | tail -20; fail "the image alone never answered"; }
echo "first start (new database) to first answer: $(( ($(date +%s%N) - started) / 1000000 )) ms"
# The image's HEALTHCHECK, run once by hand (podman schedules it through systemd, absent here).
podman healthcheck run "$alone" || fail "the image's health check"
echo "the image's health check passes"
podman restart --time 10 "$alone" >/dev/null
started=$(date +%s%N)
for _ in $(seq 600); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.05; done
echo "restart (same database) to first answer: $(( ($(date +%s%N) - started) / 1000000 )) ms"
podman rm -f "$alone" >/dev/null; alone=""

step "compose.yaml: PostgreSQL, two replicas, the proxy"
compose up -d >/dev/null 2>&1 || { compose logs | tail -40; fail "podman-compose up"; }
export BASE_URL="http://127.0.0.1:$HTTP_PORT" PROJECT="$project"
node --import tsx scripts/image/check-stack.ts || { compose logs | tail -60; fail "a check through the proxy"; }
echo "test:image passed"
