# What check.sh and check-scaled.sh share; sourced, not run. The sourcing script sets NAME (its
# prefix in messages) and defines fail MESSAGE (prints what it knows of the failure and exits 1)
# before it calls anything here.
#
# Settings read here: BASE (the base image, localhost/signalpost-base:trixie, built by base.sh when
# missing; any image with node 20.19 or later will do) and NPM_CA (a CA bundle for npm behind a
# TLS-inspecting proxy, handed to the build as the secret npm_ca; defaults to NODE_EXTRA_CA_CERTS).

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
root=$PWD
BASE=${BASE:-localhost/signalpost-base:trixie}
NPM_CA=${NPM_CA:-${NODE_EXTRA_CA_CERTS:-}}
export CONTAINERS_CONF=$root/scripts/container/containers.conf

say() { printf '[%s] %s\n' "$NAME" "$*"; }

# Runs only as root, and installs with apt-get what is missing of TOOLS (dockerd comes in docker.io).
need_root_and() {
  [ "$(id -u)" = 0 ] || { echo "$NAME: run as root (podman, debootstrap, and Docker Engine for the scaled check)" >&2; exit 1; }
  local tool missing=() packages
  for tool in "$@"; do command -v "$tool" >/dev/null || missing+=("$tool"); done
  [ ${#missing[@]} -gt 0 ] || return 0
  packages=$(printf '%s\n' "${missing[@]}" | sed 's/^dockerd$/docker.io/' | sort -u | tr '\n' ' ')
  say "installing $packages"
  # shellcheck disable=SC2086 # one word per package
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
}

ensure_base() {
  podman image exists "$BASE" && return
  say "building the base image $BASE"
  bash scripts/container/base.sh "$BASE"
}

# podman build TAG from CONTEXT on $BASE, in the docker format (the OCI format has no HEALTHCHECK,
# and buildah would drop it); on failure prints the build's last lines and fails.
build_image() {
  local tag=$1 context=$2 log secret=()
  log=$(mktemp)
  [ -n "$NPM_CA" ] && [ -f "$NPM_CA" ] && secret=(--secret "id=npm_ca,src=$NPM_CA")
  podman build --format docker --layers=false --build-arg "BASE=$BASE" "${secret[@]}" -t "$tag" "$context" >"$log" 2>&1 ||
    { tail -40 "$log"; rm -f "$log"; fail "$tag did not build"; }
  rm -f "$log"
}

# Fails unless SITE's PATH answers 200 with TEXT in its body.
page_has() {
  local body
  body=$(curl -fsS "$SITE$1") || fail "GET $1"
  grep -qF -- "$2" <<<"$body" || fail "GET $1 lacks \"$2\""
}

# Signs in at SITE as admin@example.com with PASSWORD; the session's token in $token.
sign_in() {
  local answer
  answer=$(curl -fsS -H 'Content-Type: application/json' -H "Origin: $SITE" \
    --data "$(node -p 'JSON.stringify({ email: "admin@example.com", password: process.argv[1] })' "$1")" \
    "$SITE/api/users/login") || fail "signing in with the generated admin password"
  token=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(0, "utf8")).token)' <<<"$answer")
}

# How many of the log lines on stdin are not JSON.
not_json_lines() {
  node -e 'let n = 0; for (const l of require("fs").readFileSync(0, "utf8").split("\n")) if (l) try { JSON.parse(l) } catch { n++ }; console.log(n)'
}
