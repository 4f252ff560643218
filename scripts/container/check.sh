#!/usr/bin/env bash
# The container image, built and run on this machine with podman: build the base (when missing)
# and the image, start it on a fresh volume, wait for /readyz, see the home page and the admin's
# sign-in page, sign in with the generated admin password and publish a page, stop it with
# SIGTERM, start it again and see the data survived, check it runs as a user other than root,
# then remove everything it made (the base image stays, for the next run). It also checks that
# compose.yaml parses in both profiles.
#
#   npm run container:check      (as root, with network access to npm's registry and Debian's
#                                 mirror; takes some minutes; not part of npm test)
#
# Settings: CHECK_PORT (3341), BASE (localhost/signalpost-base:trixie, built by base.sh when
# missing; any image with node 20.19 or later will do), NPM_CA (a CA bundle for npm behind a
# TLS-inspecting proxy; defaults to NODE_EXTRA_CA_CERTS), CHECK_KEEP=1 (a failed run leaves its
# container, volume and image for a look).
set -euo pipefail

cd "$(dirname "$0")/../.."
root=$PWD
PORT=${CHECK_PORT:-3341}
BASE=${BASE:-localhost/signalpost-base:trixie}
NPM_CA=${NPM_CA:-${NODE_EXTRA_CA_CERTS:-}}
tag=signalpost-check-$$
IMAGE=localhost/$tag:latest
NAME=$tag
VOLUME=$tag
SITE=http://127.0.0.1:$PORT
export CONTAINERS_CONF=$root/scripts/container/containers.conf

say() { printf '[container:check] %s\n' "$*"; }
# Without systemd podman cannot schedule a HEALTHCHECK, and says so whenever a container starts or
# goes; the check runs it once by hand instead.
podman_quiet() { podman "$@" 2> >(grep -v 'unable to get systemd connection' >&2); }
fail() {
  say "FAILED: $*"
  if podman container exists "$NAME" 2>/dev/null; then
    say "the container's last log lines:"
    podman logs --tail 40 "$NAME" 2>&1 | sed 's/^/  /' || true
  fi
  exit 1
}

[ "$(id -u)" = 0 ] || { echo "check.sh: run as root (podman, and base.sh's debootstrap)" >&2; exit 1; }
missing=()
for tool in podman runc debootstrap curl docker-compose; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing ${missing[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

cleanup() {
  if [ "${CHECK_KEEP:-}" = 1 ] && [ "$passed" != 1 ]; then
    say "kept for a look: container $NAME, volume $VOLUME, image $IMAGE"
    return
  fi
  podman rm -f -t 0 "$NAME" >/dev/null 2>&1 || true
  podman volume rm -f "$VOLUME" >/dev/null 2>&1 || true
  podman rmi -f "$IMAGE" >/dev/null 2>&1 || true
}
passed=0
trap cleanup EXIT

# --- The compose file parses, in both profiles -------------------------------------------------
for profile in single scaled; do
  SITE_URL=https://www.example.com POSTGRES_PASSWORD=x MINIO_ROOT_PASSWORD=x \
    docker-compose -f compose.yaml --profile "$profile" config -q || fail "compose.yaml, profile $profile"
done
say "compose.yaml parses (profiles single, scaled)"

# --- Base and image ----------------------------------------------------------------------------
if ! podman image exists "$BASE"; then
  say "building the base image $BASE"
  bash scripts/container/base.sh "$BASE"
fi
secret=()
[ -n "$NPM_CA" ] && [ -f "$NPM_CA" ] && secret=(--secret "id=npm_ca,src=$NPM_CA")
say "building the image (npm ci and npm run build inside; several minutes)"
started=$(date +%s)
# The docker format: the OCI image format has no HEALTHCHECK, and buildah would drop it.
podman build --format docker --layers=false --build-arg "BASE=$BASE" "${secret[@]}" -t "$IMAGE" . \
  >"${TMPDIR:-/tmp}/$tag-build.log" 2>&1 || { tail -40 "${TMPDIR:-/tmp}/$tag-build.log"; fail "the image did not build"; }
rm -f "${TMPDIR:-/tmp}/$tag-build.log"
build_seconds=$(($(date +%s) - started))
size=$(podman image inspect --format '{{.Size}}' "$IMAGE" | awk '{ printf "%.0f MB", $1 / 1e6 }')
say "image built in ${build_seconds}s: $size"

config=$(podman image inspect --format '{{.Config.User}} {{.Config.StopSignal}} {{json .Config.Healthcheck.Test}}' "$IMAGE")
case "$config" in
  "10001:10001 SIGTERM "*healthz*) say "image: user 10001, STOPSIGNAL SIGTERM, HEALTHCHECK on /healthz" ;;
  *) fail "image configuration: $config" ;;
esac

# --- First start -------------------------------------------------------------------------------
podman volume create "$VOLUME" >/dev/null
start() {
  podman_quiet run -d --name "$NAME" -p "127.0.0.1:$PORT:3000" -v "$VOLUME:/data" -e "SITE_URL=$SITE" "$IMAGE" >/dev/null
}
# Waits until /readyz answers 200; the seconds it took in $ready_seconds.
wait_ready() {
  local t0 status
  t0=$(date +%s)
  while :; do
    status=$(curl -s -o /dev/null -w '%{http_code}' "$SITE/readyz" || true)
    [ "$status" = 200 ] && break
    [ "$(podman inspect --format '{{.State.Running}}' "$NAME")" = true ] || fail "the container stopped"
    [ $(($(date +%s) - t0)) -lt 300 ] || fail "/readyz not ready within 300 s (last answer: $status)"
    sleep 1
  done
  ready_seconds=$(($(date +%s) - t0))
}
# Fails unless PATH answers 200 with TEXT in its body.
page_has() {
  local body
  body=$(curl -fsS "$SITE$1") || fail "GET $1"
  grep -qF -- "$2" <<<"$body" || fail "GET $1 lacks \"$2\""
}

start
wait_ready
say "first start (migrations, first admin, demo content) ready in ${ready_seconds}s"
page_has / '<html'
page_has /admin/login '<html'
say "the home page and /admin/login answer 200"
podman healthcheck run "$NAME" >/dev/null || fail "the HEALTHCHECK command failed"
say "the HEALTHCHECK command passes"

# Every process in the container: PID 1 is tini, nothing runs as root.
procs=$(podman top "$NAME" pid user comm | tail -n +2)
awk '$2 == "root" || $2 == "0" { bad = 1 } END { exit bad }' <<<"$procs" || fail "a process runs as root: $procs"
awk '$1 == 1 && $3 == "tini" { ok = 1 } END { exit !ok }' <<<"$procs" || fail "PID 1 is not tini: $procs"
say "processes: $(awk '{ printf "%s%s %s (%s)", sep, $1, $3, $2; sep = ", " }' <<<"$procs")"

in_data() { podman exec "$NAME" sh -c "$1"; }
modes=$(in_data 'stat -c "%a %u %n" /data /data/secret /data/site.db /data/initial-admin-password') || fail "the data folder lacks a file"
awk '$2 != 10001 || ($3 == "/data" && $1 != 700) || ($3 != "/data" && $1 != 600) { bad = 1 } END { exit bad }' <<<"$modes" ||
  fail "the data folder's modes: $modes"
say "/data holds secret, site.db and initial-admin-password, private to the site's user"
secret_hash=$(in_data 'sha256sum /data/secret')
password=$(in_data 'cat /data/initial-admin-password' | tr -d '\n')

# Data made through the site: sign in as the first admin, publish a page.
login=$(curl -fsS -H 'Content-Type: application/json' \
  --data "$(node -p 'JSON.stringify({ email: "admin@example.com", password: process.argv[1] })' "$password")" \
  "$SITE/api/users/login") || fail "signing in with the generated admin password"
token=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(0, "utf8")).token)' <<<"$login")
marker="Container check $$"
curl -fsS -o /dev/null -H 'Content-Type: application/json' -H "Authorization: JWT $token" --data \
  "{\"title\":\"$marker\",\"slug\":\"container-check\",\"_status\":\"published\",\"layout\":[{\"blockType\":\"hero\",\"heading\":\"$marker\"}]}" \
  "$SITE/api/pages" || fail "publishing a page"
page_has /container-check "$marker"
say "signed in with the generated password, published /container-check"

# --- Stop with SIGTERM, start again ------------------------------------------------------------
t0=$(date +%s)
podman_quiet stop -t 30 "$NAME" >/dev/null
code=$(podman inspect --format '{{.State.ExitCode}}' "$NAME")
[ "$code" = 0 ] || fail "the site exited with $code on SIGTERM"
say "stopped on SIGTERM in $(($(date +%s) - t0))s, exit code 0"
logs=$(podman logs "$NAME" 2>&1)
bad_lines=$(node -e 'let n = 0; for (const l of require("fs").readFileSync(0, "utf8").split("\n")) if (l) try { JSON.parse(l) } catch { n++ }; console.log(n)' <<<"$logs")
[ "$bad_lines" = 0 ] || fail "$bad_lines log lines are not JSON"
say "$(wc -l <<<"$logs") log lines, each one JSON object"
podman_quiet rm "$NAME" >/dev/null

# A new container on the same volume, as an upgrade would make it.
start
wait_ready
say "second start ready in ${ready_seconds}s"
[ "$(in_data 'sha256sum /data/secret')" = "$secret_hash" ] || fail "the secret changed"
page_has /container-check "$marker"
page_has / '<html'
curl -fsS -o /dev/null -H 'Content-Type: application/json' \
  --data "$(node -p 'JSON.stringify({ email: "admin@example.com", password: process.argv[1] })' "$password")" \
  "$SITE/api/users/login" || fail "signing in again"
say "after the restart: same secret, /container-check served, the admin signs in"

passed=1
say "OK (image $size, built in ${build_seconds}s)"
