package dev.fifteen.cluster;

import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.junit.jupiter.Testcontainers;

/**
 * The cluster contract on Redis in a container, where a Docker engine exists (skipped otherwise). Redis "away" is
 * the container paused: commands then time out rather than being refused, the slow kind of failure.
 */
@Testcontainers(disabledWithoutDocker = true)
class ClusterRedisContainerIT extends SharedRedisContract {

    private GenericContainer<?> redis;

    @Override
    @SuppressWarnings("resource")
    String startRedis() {
        redis = new GenericContainer<>("redis:7")
                .withExposedPorts(6379)
                .withCommand("redis-server", "--save", "", "--appendonly", "no");
        redis.start();
        return redis.getHost() + ":" + redis.getMappedPort(6379);
    }

    @Override
    void interruptRedis() {
        DockerClientFactory.instance()
                .client()
                .pauseContainerCmd(redis.getContainerId())
                .exec();
    }

    @Override
    void resumeRedis() {
        DockerClientFactory.instance()
                .client()
                .unpauseContainerCmd(redis.getContainerId())
                .exec();
    }

    @Override
    void stopRedis() {
        if (redis != null) {
            redis.stop();
        }
    }
}
