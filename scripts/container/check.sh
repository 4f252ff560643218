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
# Settings: CHECK_PORT (3341), BASE and NPM_CA (see lib.sh), SIGNALPOST_IMAGE (a podman image of
# the site to check instead of building one), CHECK_KEEP=1 (a failed run leaves its container,
# volume and image for a look).
set -euo pipefail

NAME=container:check
. "$(dirname "$0")/lib.sh"
PORT=${CHECK_PORT:-3341}
tag=signalpost-check-$$
CONTAINER=$tag
VOLUME=$tag
SITE=http://127.0.0.1:$PORT

# Without systemd podman cannot schedule a HEALTHCHECK, and says so whenever a container starts or
# goes; the check runs it once by hand instead.
podman_quiet() { podman "$@" 2> >(grep -v 'unable to get systemd connection' >&2); }
fail() {
  say "FAILED: $*"
  if podman container exists "$CONTAINER" 2>/dev/null; then
    say "the container's last log lines:"
    podman logs --tail 40 "$CONTAINER" 2>&1 | sed 's/^/  /' || true
  fi
  exit 1
}
need_root_and podman runc debootstrap curl docker-compose

IMAGE=
built=
cleanup() {
  if [ "${CHECK_KEEP:-}" = 1 ] && [ "$passed" != 1 ]; then
    say "kept for a look: container $CONTAINER, volume $VOLUME, image $IMAGE"
    return
  fi
  podman rm -f -t 0 "$CONTAINER" >/dev/null 2>&1 || true
  podman volume rm -f "$VOLUME" >/dev/null 2>&1 || true
  [ -z "$built" ] || podman rmi -f "$IMAGE" >/dev/null 2>&1 || true
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
if [ -n "${SIGNALPOST_IMAGE:-}" ]; then
  IMAGE=$SIGNALPOST_IMAGE
  podman image exists "$IMAGE" || fail "no podman image $IMAGE"
  built_in=given
else
  ensure_base
  IMAGE=localhost/$tag:latest
  say "building the image (npm ci and npm run build inside; several minutes)"
  started=$(date +%s)
  build_image "$IMAGE" .
  built=1
  built_in="built in $(($(date +%s) - started))s"
fi
size=$(podman image inspect --format '{{.Size}}' "$IMAGE" | awk '{ printf "%.0f MB", $1 / 1e6 }')
say "image $IMAGE ($built_in): $size"

config=$(podman image inspect --format '{{.Config.User}} {{.Config.StopSignal}} {{json .Config.Healthcheck.Test}}' "$IMAGE")
case "$config" in
  "10001:10001 SIGTERM "*healthz*) say "image: user 10001, STOPSIGNAL SIGTERM, HEALTHCHECK on /healthz" ;;
  *) fail "image configuration: $config" ;;
esac

# --- First start -------------------------------------------------------------------------------
podman volume create "$VOLUME" >/dev/null
start() {
  podman_quiet run -d --name "$CONTAINER" -p "127.0.0.1:$PORT:3000" -v "$VOLUME:/data" -e "SITE_URL=$SITE" "$IMAGE" >/dev/null
}
# Waits until /readyz answers 200; the seconds it took in $ready_seconds.
wait_ready() {
  local t0 status
  t0=$(date +%s)
  while :; do
    status=$(curl -s -o /dev/null -w '%{http_code}' "$SITE/readyz" || true)
    [ "$status" = 200 ] && break
    [ "$(podman inspect --format '{{.State.Running}}' "$CONTAINER")" = true ] || fail "the container stopped"
    [ $(($(date +%s) - t0)) -lt 300 ] || fail "/readyz not ready within 300 s (last answer: $status)"
    sleep 1
  done
  ready_seconds=$(($(date +%s) - t0))
}
start
wait_ready
say "first start (migrations, first admin, demo content) ready in ${ready_seconds}s"
page_has / '<html'
page_has /admin/login '<html'
say "the home page and /admin/login answer 200"
podman healthcheck run "$CONTAINER" >/dev/null || fail "the HEALTHCHECK command failed"
say "the HEALTHCHECK command passes"

# Every process in the container: PID 1 is tini, nothing runs as root.
procs=$(podman top "$CONTAINER" pid user comm | tail -n +2)
awk '$2 == "root" || $2 == "0" { bad = 1 } END { exit bad }' <<<"$procs" || fail "a process runs as root: $procs"
awk '$1 == 1 && $3 == "tini" { ok = 1 } END { exit !ok }' <<<"$procs" || fail "PID 1 is not tini: $procs"
say "processes: $(awk '{ printf "%s%s %s (%s)", sep, $1, $3, $2; sep = ", " }' <<<"$procs")"

in_data() { podman exec "$CONTAINER" sh -c "$1"; }
modes=$(in_data 'stat -c "%a %u %n" /data /data/secret /data/site.db /data/initial-admin-password') || fail "the data folder lacks a file"
awk '$2 != 10001 || ($3 == "/data" && $1 != 700) || ($3 != "/data" && $1 != 600) { bad = 1 } END { exit bad }' <<<"$modes" ||
  fail "the data folder's modes: $modes"
say "/data holds secret, site.db and initial-admin-password, private to the site's user"
secret_hash=$(in_data 'sha256sum /data/secret')
password=$(in_data 'cat /data/initial-admin-password' | tr -d '\n')

# Data made through the site: sign in as the first admin, publish a page.
sign_in "$password"
marker="Container check $$"
curl -fsS -o /dev/null -H 'Content-Type: application/json' -H "Authorization: JWT $token" --data \
  "{\"title\":\"$marker\",\"slug\":\"container-check\",\"_status\":\"published\",\"layout\":[{\"blockType\":\"hero\",\"heading\":\"$marker\"}]}" \
  "$SITE/api/pages" || fail "publishing a page"
page_has /container-check "$marker"
say "signed in with the generated password, published /container-check"

# --- Stop with SIGTERM, start again ------------------------------------------------------------
t0=$(date +%s)
podman_quiet stop -t 30 "$CONTAINER" >/dev/null
code=$(podman inspect --format '{{.State.ExitCode}}' "$CONTAINER")
[ "$code" = 0 ] || fail "the site exited with $code on SIGTERM"
say "stopped on SIGTERM in $(($(date +%s) - t0))s, exit code 0"
logs=$(podman logs "$CONTAINER" 2>&1)
bad_lines=$(not_json_lines <<<"$logs")
[ "$bad_lines" = 0 ] || fail "$bad_lines log lines are not JSON"
say "$(wc -l <<<"$logs") log lines, each one JSON object"
podman_quiet rm "$CONTAINER" >/dev/null

# A new container on the same volume, as an upgrade would make it.
start
wait_ready
say "second start ready in ${ready_seconds}s"
[ "$(in_data 'sha256sum /data/secret')" = "$secret_hash" ] || fail "the secret changed"
page_has /container-check "$marker"
page_has / '<html'
sign_in "$password"
say "after the restart: same secret, /container-check served, the admin signs in"

passed=1
say "OK (image $size, $built_in)"
