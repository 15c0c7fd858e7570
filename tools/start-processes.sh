#!/usr/bin/env bash
# Starts N app processes (default 2) behind one PostgreSQL database, on ports PORT, PORT+1, …
# (default 3000), sharing one data folder (uploaded files, the mail outbox), as they would run
# behind a load balancer. Build first (npm run build). Every process serves every session, takes
# background jobs from the one queue (FOR UPDATE SKIP LOCKED: a job runs once) and answers
# GET /api/ready for the balancer. Ctrl-C (or SIGTERM) stops them all; each finishes its
# requests first.
#
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/talent tools/start-processes.sh 2
set -euo pipefail
cd "$(dirname "$0")/.."

count=${1:-2}
base_port=${PORT:-3000}
if [ -z "${DATABASE_URL:-}" ]; then
  echo 'DATABASE_URL must name the PostgreSQL database the processes share' >&2
  exit 2
fi
export DATA_DIR=${DATA_DIR:-./data}
export NODE_ENV=production

pids=()
stop() {
  kill -TERM "${pids[@]}" 2>/dev/null || true
  wait
}
trap stop INT TERM

for ((i = 0; i < count; i++)); do
  port=$((base_port + i))
  PORT=$port node --enable-source-maps apps/api/dist/main.mjs &
  pids+=($!)
  # The first process migrates the database (and writes demo data when DEMO_DATA=true); the
  # others start once it answers.
  if [ "$i" = 0 ]; then
    for _ in $(seq 1 180); do
      if curl -fs "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1; then break; fi
      sleep 1
    done
  fi
  echo "process $((i + 1)) of $count on port $port (pid ${pids[$i]})"
done
wait
