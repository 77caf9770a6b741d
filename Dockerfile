# Inkpost as a service container: the npm package on Debian's Node image, Debian's Chromium for
# HTML renders, the data folder on a volume. docs/ci.md says how to build and run it; the test
# suite runs this file's ENV, CMD and HEALTHCHECK against the packed package
# (src-main/package/package.test.ts). Build it after `npm run pack`:
#   docker build -t inkpost .
#   docker run -p 4785:4785 -v inkpost-data:/data inkpost
FROM node:24-bookworm-slim

RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation \
  && rm -rf /var/lib/apt/lists/*

# The package from `npm run pack` (once published: npm install -g inkpost@<version>).
COPY out/pack/inkpost-*.tgz /tmp/
RUN npm install -g --no-audit --no-fund /tmp/inkpost-*.tgz && rm /tmp/inkpost-*.tgz \
  && mkdir /data && chown node:node /data

ENV INKPOST_DATA_DIR=/data INKPOST_PORT=4785 INKPOST_CHROMIUM=/usr/bin/chromium INKPOST_LOG=json
VOLUME /data
EXPOSE 4785
USER node

HEALTHCHECK --interval=5s --timeout=3s --start-period=30s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.INKPOST_PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# Other containers reach it as http://inkpost:4785 (the compose service or CI service name).
CMD ["inkpost", "serve", "--host", "0.0.0.0", "--allowed-host", "inkpost"]
