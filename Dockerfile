# The site as a container image: the production artefact (`npm run build` makes dist/) on Node.js,
# run by an unprivileged user, its data in the volume /data. README.md, "Container".
#
#   docker build -t signalpost .
#   podman build --format docker -t signalpost .     (podman/buildah: the docker format keeps HEALTHCHECK)
#
# BASE names the image both stages start from. It must provide node (20.19 or later); npm and tini
# are installed from apt when missing. On a machine that reaches Debian's mirror and npm's registry
# but no image registry, scripts/container/base.sh builds one:
# --build-arg BASE=localhost/signalpost-base:trixie
ARG BASE=docker.io/library/node:22-bookworm-slim

FROM ${BASE} AS build
# npm 11, which wrote package-lock.json: older ones misread it (Debian's npm 9 reports optional
# packages "missing from lock file"). Debian's nodejs package comes without npm, so its npm
# installs the newer one.
ARG NPM_VERSION=11
# The optional build secret npm_ca is a CA bundle the registry's certificates are checked against
# as well (behind a TLS-inspecting proxy): --secret id=npm_ca,src=/etc/ssl/certs/ca-certificates.crt.
# A secret, unlike a build argument, leaves nothing in the image.
RUN --mount=type=secret,id=npm_ca \
    if [ -f /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    if ! command -v npm >/dev/null 2>&1; then \
      apt-get update \
      && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends npm \
      && rm -rf /var/lib/apt/lists/*; \
    fi \
    && if [ "$(npm --version | cut -d. -f1)" -lt "$NPM_VERSION" ]; then \
      npm install --global --no-audit --no-fund "npm@$NPM_VERSION"; \
    fi \
    && npm --version
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=npm_ca \
    if [ -f /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${BASE} AS runtime
# tini as PID 1: it passes SIGTERM on to the site and reaps the processes the site starts (setup,
# scheduled backups), which node, as PID 1, would leave behind as zombies.
RUN if ! command -v tini >/dev/null 2>&1; then \
      apt-get update \
      && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends tini \
      && rm -rf /var/lib/apt/lists/*; \
    fi \
    && groupadd --system --gid 10001 signalpost \
    && useradd --system --uid 10001 --gid 10001 --home-dir /data --no-create-home \
         --shell /usr/sbin/nologin signalpost \
    && mkdir /data && chown 10001:10001 /data && chmod 0700 /data
WORKDIR /app
# Owned by root: the site cannot change its own code.
COPY --from=build /src/dist /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    LOG_FORMAT=json \
    DATA_DIR=/data \
    PORT=3000
VOLUME /data
EXPOSE 3000
# Numeric, so that a runtime can tell it is not root without reading /etc/passwd.
USER 10001:10001
STOPSIGNAL SIGTERM
# Liveness only (/healthz touches nothing else); load balancers ask /readyz. The first start
# migrates the database and adds the demo content, hence the start period.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "/app/server/start.mjs"]
