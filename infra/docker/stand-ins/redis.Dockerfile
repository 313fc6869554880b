# Stand-in for the official redis:7-bookworm where no registry answers: Debian's Redis 7, run as
# `redis` in /data (the volume), redis-cli alongside (it reads REDISCLI_AUTH).
FROM debian:bookworm-slim
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends redis-server >/dev/null \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir /data && chown redis:redis /data
WORKDIR /data
USER redis
EXPOSE 6379
CMD ["redis-server", "--protected-mode", "no"]
