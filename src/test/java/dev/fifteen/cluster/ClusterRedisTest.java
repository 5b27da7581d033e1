package dev.fifteen.cluster;

import dev.fifteen.testing.infra.RedisServer;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The cluster contract on a {@code redis-server} process of the system's package, on a free loopback port; Redis
 * "away" is the process stopped by its pid, and back is a fresh one on the same port.
 */
@ExtendWith(RedisServer.Installed.class)
class ClusterRedisTest extends SharedRedisContract {

    private RedisServer redis;

    @Override
    String startRedis() throws Exception {
        redis = RedisServer.start();
        return "127.0.0.1:" + redis.port();
    }

    @Override
    void interruptRedis() throws Exception {
        redis.stop();
    }

    @Override
    void resumeRedis() throws Exception {
        redis.restart();
    }

    @Override
    void stopRedis() throws Exception {
        if (redis != null) {
            redis.stop();
        }
    }
}
