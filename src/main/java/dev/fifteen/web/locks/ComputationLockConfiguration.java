package dev.fifteen.web.locks;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.integration.support.locks.LockRegistry;

/**
 * The locks that make one computation out of concurrent requests for the same key. Features obtain them through
 * Spring Integration's {@link LockRegistry} abstraction, so they work unchanged when a cluster registry (which
 * takes the lock on every replica) is declared as the primary one.
 */
@Configuration(proxyBeanMethods = false)
class ComputationLockConfiguration {

    @Bean
    KeyedLocks keyedLocks() {
        return new KeyedLocks();
    }
}
