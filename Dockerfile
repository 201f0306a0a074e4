# syntax=docker/dockerfile:1
# The storefront's image is the last stage (`docker build -t storefront .`); the reference customer API's
# is `docker build --target customer-api -t storefront-customer-api .`. compose.yaml builds both, and
# docs/deploy.md shows this beside compose and systemd. Node: the version of .nvmrc.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS deps
# better-sqlite3 and sharp come prebuilt; these build them where no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# npm ci's postinstall copies Partytown's files with these.
COPY scripts/partytown-lib.mjs scripts/partytown-sw.js ./scripts/
RUN npm ci

# The reference customer API runs from the sources with tsx, as `npm run api` does.
FROM node:${NODE_VERSION}-bookworm-slim AS customer-api
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The database and the product images (DATABASE_PATH, IMAGE_DIR) live in /app/data: mount a volume there.
RUN mkdir -p data && chown node:node data
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=4000
USER node
EXPOSE 4000
CMD ["node", "--import", "tsx", "customer-api/main.ts"]

FROM deps AS build
COPY . .
# Settings read at build time (docs/configuration.md) are build arguments: the standalone server keeps them.
ARG PAGE_CACHE_MB=128
ENV NEXT_TELEMETRY_DISABLED=1 PAGE_CACHE_MB=${PAGE_CACHE_MB}
# next build, then scripts/standalone.mjs copies the static files and public/ into .next/standalone.
RUN npm run build

# The storefront: the standalone server alone (`npm run start:host`), as the unprivileged `node` user.
FROM node:${NODE_VERSION}-bookworm-slim AS storefront
WORKDIR /app
# A container is reached on its own interface, so the server listens on all of them.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOSTNAME=0.0.0.0 PORT=3000
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
CMD ["node", "server.js"]
