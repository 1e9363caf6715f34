# Paraph's image: docs/OPERATIONS.md, "Deployment". e2e/deployment-files.test.ts runs the runtime
# stage's COPY, RUN and CMD lines and the HEALTHCHECK outside a container engine: keep them in the
# forms it understands (COPY --from=build, RUN npm … / mkdir -p … && chown …, exec-form CMD).

# --- build: every dependency, then the web app and the API bundle ---
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/client/package.json packages/client/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: the built output and production dependencies only, as a non-root user ---
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    APP_MODE=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/paraph
WORKDIR /app
# npm ci needs the lock file and every workspace's manifest; it installs the API's dependencies only
# (the web app is built, the workspaces' code is in the bundle).
COPY --from=build /src/package.json /src/package-lock.json /src/.npmrc ./
COPY --from=build /src/packages/contracts/package.json packages/contracts/
COPY --from=build /src/packages/client/package.json packages/client/
COPY --from=build /src/apps/api/package.json apps/api/
COPY --from=build /src/apps/web/package.json apps/web/
COPY --from=build /src/e2e/package.json e2e/
COPY --from=build /src/bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund --workspace apps/api
COPY --from=build /src/apps/api/dist apps/api/dist
COPY --from=build /src/apps/api/config apps/api/config
# The fonts appearances are drawn in (apps/api/assets/fonts/README.md).
COPY --from=build /src/apps/api/assets apps/api/assets
COPY --from=build /src/apps/web/dist apps/web/dist
# The data folder (cache, spool; the embedded database and files when no PostgreSQL/S3 is set).
RUN mkdir -p /var/lib/paraph && chown node:node /var/lib/paraph
USER node
EXPOSE 3000
VOLUME ["/var/lib/paraph"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))"]
# A SIGTERM (docker stop) shuts down gracefully within SHUTDOWN_TIMEOUT_MS; give docker a longer stop timeout.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=2", "--heap-growing-percent=20", "apps/api/dist/main.js"]
