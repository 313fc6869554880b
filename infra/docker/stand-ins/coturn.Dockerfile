# Stand-in for the official coturn/coturn image where no registry answers: Debian's coturn (4.6.1),
# started like the official one when the command is only options (`--realm=…`).
FROM debian:bookworm-slim
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends coturn >/dev/null \
 && rm -rf /var/lib/apt/lists/*
USER turnserver
ENTRYPOINT ["turnserver"]
