#!/bin/sh
# As the official image does: redis-server without a configuration file leaves protected mode off,
# since the container's network is what protects it, and runs as the redis user.
set -eu
if [ "${1:-}" = redis-server ]; then
  shift
  exec runuser -u redis -- redis-server --protected-mode no --dir /tmp "$@"
fi
exec "$@"
