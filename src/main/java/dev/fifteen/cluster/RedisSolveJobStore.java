package dev.fifteen.cluster;

import dev.fifteen.web.solve.jobs.SolveJobStore;
import org.springframework.data.redis.core.StringRedisTemplate;
import org.springframework.data.redis.core.script.RedisScript;

import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;

/**
 * The jobs' records on Redis, so that every replica answers for every job. A job is a hash
 * ({@code fifteen:v1:jobs:<id>}: its {@code record}, and {@code final} once it ended) with a time to live; the
 * replica that runs it renews a lease key ({@code ...:<id>:lease}, expiring after the lease) at every heartbeat; a
 * cancel request is a key ({@code ...:<id>:cancel}) the owner looks at. Final jobs are listed by end time in a
 * sorted set, trimmed to the count kept. Each change is one Lua script, so that a final record is never overwritten
 * and a live one is marked abandoned only while its lease has lapsed, whatever the replicas do at the same moment.
 * A Redis that does not answer makes a read a 503 ({@link SolveJobStore.UnavailableException}); the owner's writes
 * simply fail until it answers again (the job lives on while its lease holds).
 */
final class RedisSolveJobStore implements SolveJobStore {

    static final String PREFIX = ClusterConfiguration.KEY_PREFIX + "jobs:";

    private static final String FINISHED = PREFIX + "finished";

    /** KEYS: job, lease. ARGV: record, lease ms, time to live ms. */
    private static final RedisScript<Long> PUBLISH = RedisScript.of("""
            if redis.call('HGET', KEYS[1], 'final') == '1' then return 0 end
            redis.call('HSET', KEYS[1], 'record', ARGV[1])
            redis.call('PEXPIRE', KEYS[1], ARGV[3])
            redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
            return 1
            """, Long.class);

    /**
     * KEYS: job, lease, cancel, finished set. ARGV: record, keep ms, now ms, keep count, 1 when only an abandoned job
     * may be marked, the job id, the prefix of job keys.
     */
    private static final RedisScript<Long> FINISH = RedisScript.of("""
            if redis.call('HGET', KEYS[1], 'final') == '1' then return 0 end
            if ARGV[5] == '1' then
              if redis.call('EXISTS', KEYS[2]) == 1 or redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
            end
            redis.call('HSET', KEYS[1], 'record', ARGV[1], 'final', '1')
            redis.call('PEXPIRE', KEYS[1], ARGV[2])
            redis.call('DEL', KEYS[2], KEYS[3])
            redis.call('ZADD', KEYS[4], ARGV[3], ARGV[6])
            redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', tonumber(ARGV[3]) - tonumber(ARGV[2]))
            local extra = redis.call('ZCARD', KEYS[4]) - tonumber(ARGV[4])
            if extra > 0 then
              local oldest = redis.call('ZPOPMIN', KEYS[4], extra)
              for i = 1, #oldest, 2 do redis.call('DEL', ARGV[7] .. oldest[i]) end
            end
            return 1
            """, Long.class);

    private final StringRedisTemplate redis;
    private final int retryAfterSeconds;

    RedisSolveJobStore(StringRedisTemplate redis, int retryAfterSeconds) {
        this.redis = redis;
        this.retryAfterSeconds = retryAfterSeconds;
    }

    @Override
    public boolean publish(String id, String record, Duration lease, Duration live) {
        Long written = redis.execute(
                PUBLISH,
                List.of(job(id), job(id) + ":lease"),
                record,
                Long.toString(lease.toMillis()),
                Long.toString(live.toMillis()));
        return written != null && written == 1;
    }

    @Override
    public boolean finish(String id, String record, Duration keep, int keepCount) {
        return end(id, record, keep, keepCount, false);
    }

    @Override
    public boolean abandon(String id, String record, Duration keep, int keepCount) {
        return read(() -> end(id, record, keep, keepCount, true));
    }

    @Override
    public String find(String id) {
        return read(() -> (String) redis.opsForHash().get(job(id), "record"));
    }

    @Override
    public boolean leaseHeld(String id) {
        return read(() -> Boolean.TRUE.equals(redis.hasKey(job(id) + ":lease")));
    }

    @Override
    public void requestCancel(String id, Duration live) {
        read(() -> {
            redis.opsForValue().set(job(id) + ":cancel", "1", live);
            return Boolean.TRUE;
        });
    }

    @Override
    public boolean cancelRequested(String id) {
        return Boolean.TRUE.equals(redis.hasKey(job(id) + ":cancel"));
    }

    private boolean end(String id, String record, Duration keep, int keepCount, boolean onlyAbandoned) {
        Long written = redis.execute(
                FINISH,
                List.of(job(id), job(id) + ":lease", job(id) + ":cancel", FINISHED),
                record,
                Long.toString(keep.toMillis()),
                Long.toString(System.currentTimeMillis()),
                Integer.toString(keepCount),
                onlyAbandoned ? "1" : "0",
                id,
                PREFIX);
        return written != null && written == 1;
    }

    /**
     * A call for a client: a 503 when Redis does not answer within its timeout. Not through the breaker, which
     * guards what a replica can do without Redis (a job's record is only there) and would refuse reads for a while
     * after a few slow calls.
     */
    private <T> T read(Supplier<T> call) {
        try {
            return call.get();
        } catch (RuntimeException unreachable) {
            throw new UnavailableException(retryAfterSeconds);
        }
    }

    private static String job(String id) {
        return PREFIX + id;
    }
}
