#!/usr/bin/env bash
# compose.yaml's scaled profile, run on this machine: two site instances behind Caddy, on
# PostgreSQL, Redis and an S3 store. It builds the site's image (podman, as check.sh does) and,
# since no image registry can be reached here, stand-ins for the other four from Debian's packages
# (scripts/container/stand-ins), hands them to Docker Engine and runs the profile with
# docker-compose. Then it checks what the profile promises:
#
# - every service becomes healthy; both instances answer /readyz, the proxy serves the site;
# - the generated admin password (in the volume the instances share) signs in through the proxy;
# - an image uploaded through the proxy lands in the bucket, not in a data folder, and both
#   instances serve it;
# - a page changed through the proxy is served changed by both instances within seconds (the
#   page caches hear of it through Redis);
# - each instance in turn restarted (SIGTERM, then a new start) while a visitor keeps asking for
#   pages through the proxy: not one answer fails;
# - on `stop` both instances exit 0, and every line they logged is JSON;
# then it removes the containers, volumes and images it made (the base and the stand-ins stay).
#
#   npm run container:check-scaled    (as root, with network access to npm's registry and Debian's
#                                      mirror; about ten minutes; not part of npm test)
#
# Settings: CHECK_PORT (3342), BASE and NPM_CA (see lib.sh), SIGNALPOST_IMAGE (a podman image of
# the site to use instead of building one), STAND_INS=0 (use compose.yaml's own images, on a
# machine that can pull them), CHECK_KEEP=1 (a failed run leaves the deployment up for a look).
# Docker Engine (Debian's docker.io) runs the profile: it runs the healthchecks compose.yaml's
# depends_on waits for, which podman cannot schedule without systemd. The check starts dockerd
# when it is not running, and stops it again at the end.
set -euo pipefail

NAME=container:check-scaled
. "$(dirname "$0")/lib.sh"
PORT=${CHECK_PORT:-3342}
project=signalpost-scaled-$$
SITE=http://127.0.0.1:$PORT

compose() { docker-compose -p "$project" -f compose.yaml --profile scaled "$@"; }
fail() {
  say "FAILED: $*"
  if [ -n "${up:-}" ]; then
    for service in site-1 site-2 proxy postgres redis minio minio-bucket; do
      say "$service's last log lines:"
      compose logs --no-color --tail 15 "$service" 2>&1 | sed 's/^/  /' || true
    done
  fi
  exit 1
}
need_root_and podman runc debootstrap curl docker-compose dockerd

started_dockerd=
loaded=()
site_image=
up=
passed=0
cleanup() {
  if [ "${CHECK_KEEP:-}" = 1 ] && [ "$passed" != 1 ]; then
    say "kept for a look: docker-compose -p $project -f compose.yaml --profile scaled ps"
    return
  fi
  [ -n "$up" ] && compose down -v --remove-orphans -t 5 >/dev/null 2>&1
  [ ${#loaded[@]} -gt 0 ] && docker rmi -f "${loaded[@]}" >/dev/null 2>&1
  [ -n "$site_image" ] && podman rmi -f "$site_image" >/dev/null 2>&1
  if [ -n "$started_dockerd" ]; then
    kill "$started_dockerd" 2>/dev/null && while kill -0 "$started_dockerd" 2>/dev/null; do sleep 0.5; done
  fi
  true
}
trap cleanup EXIT

if ! docker info >/dev/null 2>&1; then
  say "starting Docker Engine (stopped again at the end)"
  dockerd >"${TMPDIR:-/tmp}/$project-dockerd.log" 2>&1 &
  started_dockerd=$!
  for _ in $(seq 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { tail -20 "${TMPDIR:-/tmp}/$project-dockerd.log"; fail "dockerd did not start"; }
fi

# --- Images ------------------------------------------------------------------------------------
ensure_base
if [ -n "${SIGNALPOST_IMAGE:-}" ]; then
  image=$SIGNALPOST_IMAGE
  podman image exists "$image" || fail "no podman image $image"
else
  image=localhost/$project-site:latest
  say "building the site's image (npm ci and npm run build inside; several minutes)"
  t0=$(date +%s)
  build_image "$image" .
  site_image=$image
  say "the site's image built in $(($(date +%s) - t0))s"
fi
images=("$image")
if [ "${STAND_INS:-1}" = 1 ]; then
  # Each stand-in is tagged with a digest of its folder and of the base, so a changed stand-in or
  # base is built again and an unchanged one is reused.
  base_id=$(podman image inspect --format '{{.Id}}' "$BASE")
  for name in caddy postgres redis s3; do
    digest=$( (echo "$base_id"; cd "scripts/container/stand-ins/$name" && find . -type f | sort | xargs sha256sum) | sha256sum | cut -c1-12)
    tag=localhost/signalpost-stand-in-$name:$digest
    if ! podman image exists "$tag"; then
      say "building the $name stand-in"
      build_image "$tag" "scripts/container/stand-ins/$name"
    fi
    images+=("$tag")
    case $name in
      caddy) export PROXY_IMAGE=$tag ;;
      postgres) export POSTGRES_IMAGE=$tag ;;
      redis) export REDIS_IMAGE=$tag ;;
      s3) export MINIO_IMAGE=$tag MC_IMAGE=$tag ;;
    esac
  done
  say "stand-ins: $PROXY_IMAGE, $POSTGRES_IMAGE, $REDIS_IMAGE, $MINIO_IMAGE"
fi
say "handing ${#images[@]} images to Docker Engine"
podman save --multi-image-archive --format docker-archive "${images[@]}" | docker load -q >/dev/null ||
  fail "docker load"
loaded=("${images[@]}")

# --- Up ----------------------------------------------------------------------------------------
export SIGNALPOST_IMAGE=$image SITE_PORT=$PORT SITE_URL=$SITE ADMIN_EMAIL=admin@example.com ADMIN_PASSWORD=
POSTGRES_PASSWORD=$(head -c 18 /dev/urandom | base64 | tr -d '+/=')
MINIO_ROOT_PASSWORD=$(head -c 18 /dev/urandom | base64 | tr -d '+/=')
export POSTGRES_PASSWORD MINIO_ROOT_PASSWORD PAYLOAD_SECRET=
up=1
t0=$(date +%s)
compose up -d --no-build >"${TMPDIR:-/tmp}/$project-up.log" 2>&1 || { cat "${TMPDIR:-/tmp}/$project-up.log"; fail "docker-compose up"; }
rm -f "${TMPDIR:-/tmp}/$project-up.log"
while [ "$(curl -s -o /dev/null -w '%{http_code}' "$SITE/readyz" || true)" != 200 ]; do
  [ $(($(date +%s) - t0)) -lt 600 ] || fail "the proxy's /readyz did not answer 200 within 600 s"
  sleep 2
done
say "up: the proxy answers /readyz after $(($(date +%s) - t0))s"

health() { docker inspect --format '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$(compose ps -q "$1")"; }
for service in site-1 site-2 postgres redis minio; do
  [ "$(health "$service")" = healthy ] || fail "$service is $(health "$service")"
done
[ "$(docker inspect --format '{{.State.ExitCode}}' "$(compose ps -q minio-bucket)")" = 0 ] || fail "minio-bucket did not make the bucket"
# What one instance answers for PATH, asked from inside its container: "STATUS SHA256", then the
# body when it is text.
ask() {
  compose exec -T "$1" node -e '
    fetch("http://127.0.0.1:3000" + process.argv[1]).then(async (r) => {
      const body = Buffer.from(await r.arrayBuffer())
      console.log(r.status, require("crypto").createHash("sha256").update(body).digest("hex"))
      if (/^text\/|json/.test(r.headers.get("content-type") ?? "")) console.log(body.toString("utf8"))
    }, (e) => { console.log("000 -", e.message) })' "$2"
}
# Waits until both instances serve PATH with TEXT in it, at most 10 s (the page caches hear of a
# change through Redis); the seconds it took in $waited.
both_serve() {
  local t0=$SECONDS service answer
  for service in site-1 site-2; do
    until answer=$(ask "$service" "$1") && grep -qF -- "$2" <<<"$answer"; do
      [ $((SECONDS - t0)) -lt 10 ] || fail "$service does not serve \"$2\" at $1 10 s after the change (it answers $(head -n 1 <<<"$answer"))"
      sleep 0.5
    done
  done
  waited=$((SECONDS - t0))
}
for service in site-1 site-2; do
  [ "$(ask "$service" /readyz | head -n 1 | cut -d' ' -f1)" = 200 ] || fail "$service's /readyz"
done
say "healthy: site-1, site-2, postgres, redis, minio; the bucket made; both instances ready"

page_has / '<html'
page_has /admin/login '<html'

# --- Through the proxy: sign in, upload, publish -----------------------------------------------
password=$(compose exec -T site-1 cat /data/initial-admin-password | tr -d '\r\n')
[ -n "$password" ] || fail "no generated admin password in the shared volume"
sign_in "$password"
auth=(-H "Authorization: JWT $token" -H "Origin: $SITE")
say "signed in through the proxy with the password site-1 generated"

# A 64 × 48 PNG.
png=$(mktemp)
base64 -d >"$png" <<<'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSD1slOl9ZQF2M8/sAAOhY+T5O6AQuwviK7kHdJ3YAFWF+RXci7pG7AAqyvyC7kXVI3YAHWV2QX8i6pG7AA6yuyC3mX1A1YgPUV2YW8S+oGLMD6iuxC3iV1AxZgfUV2Ie+SugELsL4iu5B3Sd2AxwN+Vpy88fDIx5oAAAAASUVORK5CYII='
name=scaled-check-$$.png
upload=$(curl -fsS "${auth[@]}" -F "file=@$png;type=image/png;filename=$name" -F '_payload={"alt":"A pager"}' "$SITE/api/media") ||
  fail "uploading an image through the proxy"
rm -f "$png"
url=$(node -e 'console.log(new URL(JSON.parse(require("fs").readFileSync(0, "utf8")).doc.url, "http://x").pathname)' <<<"$upload")
one=$(ask site-1 "$url" | head -n 1)
two=$(ask site-2 "$url" | head -n 1)
[ "${one%% *}" = 200 ] && [ "$one" = "$two" ] || fail "the image from site-1 ($one) and site-2 ($two)"
for service in site-1 site-2; do
  [ -z "$(compose exec -T "$service" find /data -name "${name%.png}*")" ] || fail "the image is in $service's data folder"
done
say "an image uploaded through the proxy: in the bucket, not in /data; both instances serve it"

slug=scaled-check-$$
created=$(curl -fsS "${auth[@]}" -H 'Content-Type: application/json' --data \
  "{\"title\":\"Scaled check\",\"slug\":\"$slug\",\"_status\":\"published\",\"layout\":[{\"blockType\":\"hero\",\"heading\":\"First heading $$\"}]}" \
  "$SITE/api/pages") || fail "publishing a page"
id=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(0, "utf8")).doc.id)' <<<"$created")
both_serve "/$slug" "First heading $$"
published=$waited
curl -fsS -o /dev/null "${auth[@]}" -H 'Content-Type: application/json' -X PATCH --data \
  "{\"_status\":\"published\",\"layout\":[{\"blockType\":\"hero\",\"heading\":\"Second heading $$\"}]}" \
  "$SITE/api/pages/$id" || fail "changing the page"
both_serve "/$slug" "Second heading $$"
say "a page published and changed through the proxy: both instances serve it (within ${published}s), then the change (within ${waited}s)"

# --- Each instance restarted while a visitor reads ---------------------------------------------
statuses=$(mktemp)
(
  while :; do
    curl -s -o /dev/null -w '%{http_code}\n' --max-time 10 "$SITE/?visit=$RANDOM" >>"$statuses" || true
    sleep 0.05
  done
) &
reader=$!
for service in site-1 site-2; do
  t0=$(date +%s)
  compose restart -t 30 "$service" >/dev/null 2>&1 || fail "restarting $service"
  until [ "$(health "$service")" = healthy ]; do
    [ $(($(date +%s) - t0)) -lt 180 ] || fail "$service not healthy again within 180 s"
    sleep 1
  done
  # The proxy asks /readyz every 5 s: it sends to the new start only after that.
  sleep 6
  say "$service restarted, healthy again after $(($(date +%s) - t0))s"
done
kill "$reader"
wait "$reader" 2>/dev/null || true
total=$(wc -l <"$statuses")
failed=$(grep -vc '^200$' "$statuses" || true)
summary=$(sort "$statuses" | uniq -c | awk '{ printf "%s%s × %s", sep, $1, $2; sep = ", " }')
rm -f "$statuses"
[ "$total" -gt 50 ] || fail "the visitor made only $total requests"
[ "$failed" = 0 ] || fail "$failed of $total requests during the restarts failed ($summary)"
say "during both restarts a visitor made $total requests through the proxy: all answered 200"
page_has "/$slug" "Second heading $$"

# --- Stop --------------------------------------------------------------------------------------
compose stop -t 30 site-1 site-2 >/dev/null 2>&1
for service in site-1 site-2; do
  code=$(docker inspect --format '{{.State.ExitCode}}' "$(compose ps -q "$service")")
  [ "$code" = 0 ] || fail "$service exited with $code on SIGTERM"
  logs=$(docker logs "$(compose ps -q "$service")" 2>&1)
  bad=$(not_json_lines <<<"$logs")
  [ "$bad" = 0 ] || fail "$bad of $service's log lines are not JSON"
done
say "stopped: both instances exited 0 on SIGTERM; every log line is JSON"

passed=1
say "OK"
