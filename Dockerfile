# Stillwell's server in a container (docs/operating.md#containers): the README's install and build, then the
# server process itself as the container's main process, so `docker stop` (SIGTERM) reaches it and it drains.
# Checked on one machine by scripts/check-operator-recipe.mjs, which starts the same `node server/index.mjs`.

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV ASTRO_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm install --no-save --no-audit --no-fund
COPY . .
# The public origin is baked into the pages (canonical links, sitemap): pass --build-arg SITE_URL=….
ARG SITE_URL=http://localhost:8080
ENV SITE_URL=$SITE_URL
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
# Only what the server needs at run time: the build, the server, and the dependencies without dev tools.
RUN npm install --omit=dev --no-save --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY server ./server
ARG SITE_URL=http://localhost:8080
ENV SITE_URL=$SITE_URL PORT=4321
USER node
EXPOSE 4321
# Liveness; a load balancer should ask /readyz, which also fails while the process drains.
HEALTHCHECK --interval=10s --timeout=2s --start-period=20s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server/index.mjs"]
